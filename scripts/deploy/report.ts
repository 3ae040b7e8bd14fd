/** How deploy:check ends: its closing lines and its exit code (1 on any problem; warnings alone pass). */
export function deployCheckReport(
  problems: readonly string[],
  warnings: readonly string[],
): { code: 0 | 1; lines: string[] } {
  const warningLines = warnings.map((warning) => `Warning: ${warning}`);
  if (problems.length === 0) return { code: 0, lines: [...warningLines, 'deploy:check passed.'] };
  return {
    code: 1,
    lines: [...warningLines, 'deploy:check found problems:', ...problems.map((problem) => `- ${problem}`)],
  };
}
