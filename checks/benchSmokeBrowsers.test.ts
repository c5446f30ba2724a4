import { BROWSER_BENCHES, benchSmokes, describeBenchSmokes } from './support/benchSmoke';

// The benchmarks that drive Chromium, in their smoke mode (the others: benchSmoke.test.ts).

describeBenchSmokes(
  'browser benchmarks in smoke mode',
  benchSmokes().filter((smoke) => BROWSER_BENCHES.includes(smoke.name)),
);
