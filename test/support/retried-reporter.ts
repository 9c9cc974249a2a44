import type { Reporter, TestCase, TestModule } from "vitest/node";

/**
 * Lists, at the end of a run, every test that passed only when run again (CI retries a failed test
 * once): such a test is flaky and has to be looked at, so it must not pass unseen.
 */
export default class RetriedTestsReporter implements Reporter {
  private readonly flaky: string[] = [];

  onTestCaseResult(testCase: TestCase): void {
    const diagnostic = testCase.diagnostic();
    if (!diagnostic?.flaky) return;
    // what the failed try said, where the runner kept it: the first line of each error
    const said = (testCase.result().errors ?? []).map((error) => `\n      ${String(error.message).split("\n")[0]}`);
    this.flaky.push(
      `${testCase.module.moduleId.replace(`${process.cwd()}/`, "")} > ${testCase.fullName} (retried ${diagnostic.retryCount}×)${said.join("")}`,
    );
  }

  onTestRunEnd(_modules: ReadonlyArray<TestModule>): void {
    if (this.flaky.length === 0) return;
    console.log(`\nFLAKY: ${this.flaky.length} test(s) passed only when run again:`);
    for (const name of this.flaky) console.log(`  FLAKY ${name}`);
  }
}
