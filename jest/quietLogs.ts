import { quietLogsUnderTest } from '../server/logging/logger';

// Servers started inside a test process write no log lines unless LOG_LEVEL asks for them; servers
// started as child processes (e2e) keep their own level.
quietLogsUnderTest();
