// Preloaded into the server process by e2e tests (`node --require`): prints one line when the HTTP
// server has received a request's headers, so a test can act while that request is in flight
// instead of sleeping and hoping. Not part of the app.
const http = require('node:http');

const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function emitWithProbe(event, ...args) {
  if (event === 'request') {
    const [request] = args;
    process.stdout.write(`[probe] request received: ${request.method} ${request.url}\n`);
  }
  return emit.call(this, event, ...args);
};
