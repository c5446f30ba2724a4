// Preloaded into the server process by e2e tests (`node --require`): the moment the server writes
// a line matching SIGNAL_ON_OUTPUT, it sends itself SIGNAL_TO_SEND (default SIGINT), once, before
// the write returns. A test can so deliver a signal at an exact point of start-up, e.g. in the
// instant after "running at" is printed, instead of racing the process for it. Not part of the app.
const pattern = new RegExp(process.env.SIGNAL_ON_OUTPUT);
const signal = process.env.SIGNAL_TO_SEND || 'SIGINT';
let sent = false;

for (const stream of [process.stdout, process.stderr]) {
  const write = stream.write;
  stream.write = function writeWithSignal(chunk, ...rest) {
    const written = write.call(this, chunk, ...rest);
    if (!sent && pattern.test(String(chunk))) {
      sent = true;
      process.kill(process.pid, signal);
    }
    return written;
  };
}
