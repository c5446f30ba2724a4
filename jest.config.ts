import type { Config } from 'jest';

/** jest's runtime with V8's code cache kept across a worker's test files: see the file. */
const runtime = '<rootDir>/jest/codeCachingRuntime.cjs';

const tsJest: Config['transform'] = {
  '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json', diagnostics: false }],
};

/**
 * Test files of the client's plain modules (no components): the audio engine, the live clock and
 * MIDI. They run without a DOM, in the client-logic project.
 */
const CLIENT_LOGIC = /\/client\/src\/(audio|live|midi)\/.*\.test\.ts$/;
/** Those of them whose code uses browser APIs jsdom provides (FileReader, localStorage): in client. */
const CLIENT_LOGIC_NEEDING_JSDOM =
  /\/client\/src\/(audio\/wav|audio\/prepareOnFirstInput|live\/audioSchedule)\.test\.ts$/;

/**
 * Test layers (DESIGN.md §9): server (unit, service, API over HTTP), client (components),
 * client-logic (the client's plain modules), e2e (Chromium).
 */
const config: Config = {
  projects: [
    {
      displayName: 'server',
      testEnvironment: 'node',
      transform: tsJest,
      runtime,
      testMatch: ['<rootDir>/server/**/*.test.ts', '<rootDir>/schema/**/*.test.ts', '<rootDir>/checks/**/*.test.ts'],
      globalSetup: '<rootDir>/jest/globalSetup.ts',
      globalTeardown: '<rootDir>/jest/globalTeardown.ts',
      setupFiles: ['<rootDir>/jest/quietLogs.ts'],
    },
    {
      displayName: 'client',
      testEnvironment: 'jsdom',
      transform: tsJest,
      runtime,
      testMatch: ['<rootDir>/client/src/**/*.test.ts', '<rootDir>/client/src/**/*.test.tsx'],
      // client-logic's files, but for those that need jsdom.
      testPathIgnorePatterns: [`^(?!.*${CLIENT_LOGIC_NEEDING_JSDOM.source})(.*${CLIENT_LOGIC.source})`],
      setupFilesAfterEnv: ['<rootDir>/client/src/test-utils/setup.ts'],
      moduleNameMapper: {
        '\\.css$': 'identity-obj-proxy',
        // Its CommonJS build is a .js file inside a "type": "module" package, which jest cannot require.
        '^mantine-form-yup-resolver$': '<rootDir>/node_modules/mantine-form-yup-resolver/dist/esm/index.mjs',
      },
    },
    {
      displayName: 'client-logic',
      // An ordinary object as the global, without jsdom: see the file.
      testEnvironment: '<rootDir>/jest/plainGlobalEnvironment.cjs',
      transform: tsJest,
      runtime,
      testMatch: ['<rootDir>/client/src/{audio,live,midi}/**/*.test.ts'],
      testPathIgnorePatterns: [CLIENT_LOGIC_NEEDING_JSDOM.source],
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      transform: tsJest,
      runtime,
      testMatch: ['<rootDir>/e2e/**/*.test.ts'],
      // The run's PostgreSQL, and one Chromium the browser test files connect to.
      globalSetup: '<rootDir>/jest/e2eGlobalSetup.ts',
      globalTeardown: '<rootDir>/jest/e2eGlobalTeardown.ts',
      setupFiles: ['<rootDir>/jest/quietLogs.ts'],
      slowTestThreshold: 30,
    },
  ],
  testTimeout: 60_000,
  // jest's default on 2 cores is one worker. Each file has its own database, app port and browser,
  // so files can run side by side. Three workers on two cores: many files wait (debounces and
  // real playing in component and browser tests, the app, PostgreSQL, Chromium, `npm ci` in the
  // production start), and with two workers the cores were idle a fifth of the run; with three
  // they are busy. (Before the browser tests moved to Chromium's headless shell, three starved the
  // tests that measure time.) `-i` runs in one process.
  maxWorkers: 3,
  // The slowest files first, also on a fresh clone, where jest has no durations of its own.
  testSequencer: '<rootDir>/jest/slowFirstSequencer.cjs',
  reporters: ['default', '<rootDir>/jest/summaryReporter.cjs'],
};

export default config;
