import { Comparator } from '@pactflow/openapi-pact-comparator';

/** A finding of the comparator: an error, a warning, or information (a message matched). */
interface Result {
  readonly code: string;
  readonly message: string;
  readonly type: 'error' | 'warning' | 'info';
  readonly mockDetails?: { readonly interactionDescription?: string | null; readonly location: string };
  readonly specDetails?: { readonly location: string };
}

/**
 * The comparator as used here. Its published declarations do not resolve (they import `openapi-types`,
 * which it does not depend on, and its own `#…` import aliases), so its API is typed here.
 */
type PactComparator = new (contracts: { readonly oas: unknown; readonly asyncapi: unknown }) => {
  compare(pact: PactDocument): AsyncIterable<Result>;
};
const TypedComparator = Comparator as unknown as PactComparator;

/** The two contracts a pact is compared with: the bundled OpenAPI and AsyncAPI documents. */
export interface Contracts {
  readonly openapi: unknown;
  readonly asyncapi: unknown;
}

/** A pact file as JSON: HTTP interactions or asynchronous messages (Pact V4). */
export interface PactDocument {
  readonly interactions: readonly unknown[];
}

/**
 * A finding of the comparator that was reviewed and is accepted, with the reason. It matches a finding
 * by its code, the interaction's description and the location within the interaction
 * (`request.body.images`), so that interactions added before it do not unsettle it.
 */
export interface ReviewedFinding {
  readonly code: string;
  readonly interaction: string;
  readonly location: string;
  readonly reason: string;
}

export interface ComparisonReport {
  /** Interactions compared, by kind. */
  readonly http: number;
  readonly messages: number;
  /** Errors and warnings not reviewed, one line each. */
  readonly problems: readonly string[];
  /** Reviewed findings that no longer occur: the review is stale and must go. */
  readonly staleReviews: readonly ReviewedFinding[];
}

const kindOf = (interaction: unknown): string =>
  typeof interaction === 'object' && interaction !== null && 'type' in interaction
    ? String(interaction.type)
    : 'Synchronous/HTTP';

/** A location in the pact without the interaction's index: `request.body.images`. */
const locationInInteraction = (location: string | undefined): string =>
  (location ?? '').replace(/^\[root\]\.interactions\[\d+\]\.?/, '');

const matches = (review: ReviewedFinding, result: Result): boolean =>
  review.code === result.code &&
  review.interaction === result.mockDetails?.interactionDescription &&
  review.location === locationInInteraction(result.mockDetails.location);

const describeResult = (pactName: string, result: Result): string =>
  `${pactName}: ${result.type} ${result.code} in "${result.mockDetails?.interactionDescription ?? '?'}" ` +
  `at ${result.mockDetails?.location ?? '?'}: ${result.message}` +
  (result.specDetails === undefined ? '' : ` (contract: ${result.specDetails.location})`);

/**
 * Compares pacts with the contracts through @pactflow/openapi-pact-comparator: every HTTP interaction
 * against the OpenAPI document (path and method, headers, query, request and response bodies and
 * statuses), every message against the AsyncAPI operation its `comments.references.AsyncAPI` names.
 * An error or a warning is a problem unless it is reviewed; an unused review is reported as stale.
 */
export async function comparePacts(
  pacts: ReadonlyMap<string, PactDocument>,
  contracts: Contracts,
  reviewed: readonly ReviewedFinding[],
): Promise<ComparisonReport> {
  const comparator = new TypedComparator({ oas: contracts.openapi, asyncapi: contracts.asyncapi });
  const problems: string[] = [];
  const used = new Set<ReviewedFinding>();
  let http = 0;
  let messages = 0;
  for (const [name, pact] of pacts) {
    for (const interaction of pact.interactions) {
      if (kindOf(interaction) === 'Synchronous/HTTP') http += 1;
      else messages += 1;
    }
    for await (const result of comparator.compare(pact)) {
      if (result.type === 'info') continue;
      const review = reviewed.find((candidate) => matches(candidate, result));
      if (review === undefined) problems.push(describeResult(name, result));
      else used.add(review);
    }
  }
  return { http, messages, problems, staleReviews: reviewed.filter((review) => !used.has(review)) };
}
