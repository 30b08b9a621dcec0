/**
 * Checks that the contracts cover everything the two specifications name
 * (contracts/coverage/spec-items.yaml against contracts/bundled/{openapi,asyncapi}.json): each call
 * maps to exactly one operation, each error code to one ErrorCode const, each notification kind to one
 * AsyncAPI message; and that every operation follows the contract conventions. Prints the counts and
 * every gap; exits 1 on any gap. Run after `npm run generate`: `node scripts/contract-coverage.ts`.
 */
import { hasGaps } from './contract-coverage.checker.ts';
import { formatCoverageReport } from './contract-coverage.report.ts';
import { repositoryCoverageFiles, runContractCoverage } from './contract-coverage.runner.ts';

try {
  const report = await runContractCoverage(repositoryCoverageFiles);
  const text = formatCoverageReport(report);
  if (hasGaps(report)) {
    console.error(text);
    process.exitCode = 1;
  } else {
    console.log(text);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
