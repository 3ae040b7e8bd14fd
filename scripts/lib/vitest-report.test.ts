import { describe, expect, it } from 'vitest';
import { failedTests, type VitestJsonReport } from './vitest-report';

function report(testResults: VitestJsonReport['testResults']): VitestJsonReport {
  return {
    numPassedTests: 0,
    numFailedTests: 0,
    numPendingTests: 0,
    numTodoTests: 0,
    numFailedTestSuites: 0,
    testResults,
  };
}

describe('failedTests', () => {
  it('names each failed test by its file and full name, and leaves passed and skipped ones out', () => {
    const names = failedTests(
      report([
        {
          name: '/repo/functions/test/tokens.test.ts',
          status: 'failed',
          assertionResults: [
            { fullName: 'tokens refunds once', status: 'failed' },
            { fullName: 'tokens charges one', status: 'passed' },
            { fullName: 'tokens later', status: 'pending' },
          ],
        },
        {
          name: '/repo/functions/test/auth.test.ts',
          status: 'passed',
          assertionResults: [{ fullName: 'a', status: 'passed' }],
        },
      ]),
      '/repo',
    );
    expect(names).toEqual(['functions/test/tokens.test.ts › tokens refunds once']);
  });

  it('names a file that failed to load with the first line of its error', () => {
    const names = failedTests(
      report([
        {
          name: '/repo/web/src/app.test.tsx',
          status: 'failed',
          message: 'Failed to resolve import "./gone"\n    at somewhere',
          assertionResults: [],
        },
      ]),
      '/repo',
    );
    expect(names).toEqual(['web/src/app.test.tsx (did not run: Failed to resolve import "./gone")']);
  });
});
