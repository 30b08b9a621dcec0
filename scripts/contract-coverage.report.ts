import type { CoverageReport, ItemCount } from './contract-coverage.checker.ts';

function ratio(count: ItemCount): string {
  return `${count.mapped}/${count.listed} mapped`;
}

function section(title: string, lines: readonly string[]): string[] {
  return lines.length === 0 ? [] : ['', `${title} (${lines.length}):`, ...lines.map((line) => `  - ${line}`)];
}

/** The report as text: counts first, then every unmapped item and every operation problem. */
export function formatCoverageReport(report: CoverageReport): string {
  const { counts } = report;
  return [
    'Contract coverage of the specifications (contracts/coverage/spec-items.yaml)',
    `  operations:         ${counts.operations} (x-origin specified ${counts.specifiedOperations}, designed ${counts.designedOperations})`,
    `  error codes:        ${counts.errorCodes} in ErrorCode`,
    `  notification kinds: ${counts.notificationKinds} in the AsyncAPI document`,
    `  calls:              ${ratio(counts.calls)}`,
    `  error code items:   ${ratio(counts.errorCodeItems)}`,
    `  notification items: ${ratio(counts.notificationItems)}`,
    ...section('Unmapped items', report.unmapped),
    ...section('Operation problems', report.operationProblems),
    ...section(
      'Operations marked x-origin specified that no listed call names (information)',
      report.unlistedSpecifiedOperations,
    ),
  ].join('\n');
}
