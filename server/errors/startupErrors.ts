/**
 * A refusal to start, with a message meant for the person running the server (printed as is,
 * without a stack trace). Anything else that stops start-up is a fault and is printed in full.
 */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** The configured port is taken (another Music IQueue, or another program). */
export class PortInUseError extends StartupError {}

/** Another PostgreSQL runs on the embedded database's data directory. */
export class DataDirectoryInUseError extends StartupError {}
