import { BROWSER_BENCHES, benchSmokes, describeBenchSmokes } from './support/benchSmoke';

// Every benchmark without a browser in its smoke mode; those with one are in benchSmokeBrowsers.test.ts.

const smokes = benchSmokes();

it('leaves the browser benchmarks to benchSmokeBrowsers.test.ts, and they exist', () => {
  expect(
    smokes
      .map((smoke) => smoke.name)
      .filter((name) => BROWSER_BENCHES.includes(name))
      .sort(),
  ).toEqual([...BROWSER_BENCHES].sort());
});

describeBenchSmokes(
  'benchmarks in smoke mode',
  smokes.filter((smoke) => !BROWSER_BENCHES.includes(smoke.name)),
);
