import { relative } from 'node:path';

/** The parts of Vitest's JSON reporter output (Jest's shape) the test runner reads. */
export interface VitestJsonReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  numFailedTestSuites: number;
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { fullName: string; status: string }[];
  }[];
}

/**
 * Each failed test as `file › full name`, and each file that failed without a failed test (it did not load), so the
 * last lines of a run say what to look at even when only its tail is kept.
 */
export function failedTests(report: VitestJsonReport, root: string): string[] {
  return report.testResults.flatMap((file) => {
    const path = relative(root, file.name);
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    if (failed.length > 0) return failed.map((test) => `${path} › ${test.fullName}`);
    return file.status === 'failed' ? [`${path} (did not run: ${firstLine(file.message)})`] : [];
  });
}

function firstLine(message: string | undefined): string {
  return message?.trim().split('\n')[0] || 'no message';
}
