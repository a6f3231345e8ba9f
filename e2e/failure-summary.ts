import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * After the list reporter's long output, each failed test once more in a few lines (its title, where it stopped and
 * the error's first lines), so the end of a CI log says what failed and why.
 */
export default class FailureSummary implements Reporter {
  private failures: string[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped' || result.status === test.expectedStatus) return;
    const error = result.errors[0];
    const where = error?.location ? `${error.location.file.replace(/.*\/e2e\//, 'e2e/')}:${error.location.line}` : test.location.file;
    // Colour codes and the long call log are left out; the first lines name the expectation and what was found.
    const message = (error?.message ?? result.status)
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .filter((line) => line.trim())
      .slice(0, 5)
      .map((line) => `    ${line.trim().slice(0, 200)}`);
    this.failures.push([`  ✘ ${test.titlePath().filter(Boolean).join(' › ')} (${result.status}, at ${where})`, ...message].join('\n'));
  }

  onEnd(_result: FullResult): void {
    if (this.failures.length === 0) return;
    console.log(`\nFailed browser tests (${this.failures.length}):\n${this.failures.join('\n')}`);
  }
}
