// Preloaded into the server process by e2e tests (`node --require`): records every module file the
// process resolves (CommonJS and ES modules alike) and writes the list to MODULE_PROBE_OUT when the
// process exits, so a test can check which packages a production start really needs. Not part of the app.
const { registerHooks } = require('node:module');
const { writeFileSync } = require('node:fs');

const resolved = new Set();
registerHooks({
  resolve(specifier, context, nextResolve) {
    const result = nextResolve(specifier, context);
    if (result.url.startsWith('file:')) resolved.add(result.url);
    return result;
  },
});
process.on('exit', () => {
  if (process.env.MODULE_PROBE_OUT) writeFileSync(process.env.MODULE_PROBE_OUT, JSON.stringify([...resolved]));
});
