// Prints one plain totals line per run, and under CI fails the run when a browser (e2e) test was
// skipped: browser tests are required, never optional.
class SummaryReporter {
  onRunComplete(_contexts, results) {
    const { numPassedTests: passed, numFailedTests: failed, numPendingTests: skipped, numTodoTests: todo } = results;
    console.log(`\njest: ${passed} passed, ${failed} failed, ${skipped + todo} skipped`);
    const skippedE2e = results.testResults
      .filter((file) => /[\\/]e2e[\\/]/.test(file.testFilePath))
      .flatMap((file) =>
        file.testResults.filter(
          (test) => test.status === 'pending' || test.status === 'todo' || test.status === 'skipped',
        ),
      );
    if (process.env.CI && skippedE2e.length) {
      console.error(`${skippedE2e.length} browser test(s) were skipped; CI requires every e2e test to run.`);
      process.exitCode = 1;
    }
  }
}
module.exports = SummaryReporter;
