import type { Reporter, TestModule } from 'vitest/node';

/**
 * A Vitest reporter that makes skips loud: after the run it prints one line naming every suite
 * with skipped tests (file › describe). On CI (CI=true) any skipped test fails the run, so CI
 * cannot pass by skipping.
 */
export default class SkipReport implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const suites = new Map<string, number>();
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        if (test.result().state !== 'skipped') continue;
        let top = test.parent;
        while (top.type === 'suite' && top.parent.type === 'suite') top = top.parent;
        const name = `${module.relativeModuleId}${top.type === 'suite' ? ` › ${top.name}` : ''}`;
        suites.set(name, (suites.get(name) ?? 0) + 1);
      }
    }
    if (suites.size === 0) return;
    const list = [...suites].map(([name, n]) => `${name} (${n} test${n === 1 ? '' : 's'})`);
    const onCi = process.env.CI === 'true';
    console.warn(
      `\n${onCi ? '✖' : '⚠'} SKIPPED ${suites.size} suite${suites.size === 1 ? '' : 's'} (did not run): ${list.join('; ')}\n`,
    );
    if (onCi) {
      console.error(
        'CI=true: skipped tests fail the run (start PostgreSQL and Redis, see .ci/run).',
      );
      process.exitCode = 1;
    }
  }
}
