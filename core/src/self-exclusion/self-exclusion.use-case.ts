import { describeFailure } from '../errors/describe-failure.rule.ts';
import type { ErrorCatalogue, ErrorDescriptor } from '../errors/error-catalogue.port.ts';
import type { ExclusionStatus, SelfExclusionDetail, TimeoutDetail } from '../limits/limit-settings.ts';
import type { ClockPort } from '../shared/clock.port.ts';
import type { ExclusionPort, SelfExclusionRequest } from '../self-exclusion/exclusion.port.ts';
import type { SelfExclusionChoice } from './self-exclusion.ts';
import { checkTimeoutEnd, timeoutEndAfter, type TimeoutEndProblem } from './timeout-end.rule.ts';

export type ExclusionLoaded =
  | { readonly kind: 'loaded'; readonly status: ExclusionStatus }
  | { readonly kind: 'failed'; readonly error: ErrorDescriptor };

export type SelfExcludeOutcome =
  /** The player is self-excluded: the session ends (a SELF_EXCLUSION or PERMANENT_SE_BY_CUSTOMER notification). */
  | {
      readonly kind: 'excluded';
      readonly detail: SelfExclusionDetail;
      /** The notification kind that ends the session, as the server sends it. */
      readonly endsWith: 'SELF_EXCLUSION' | 'PERMANENT_SE_BY_CUSTOMER';
    }
  /** Nothing was sent: the password, which confirms the decision, is empty. */
  | { readonly kind: 'invalid'; readonly problem: 'password-required' }
  | { readonly kind: 'refused'; readonly error: ErrorDescriptor };

/** How long a timeout lasts: one of the offered lengths in hours, or until a chosen moment (epoch ms). */
export type TimeoutChoice = { readonly hours: number } | { readonly until: number };

export type TimeoutOutcome =
  /** The timeout is in force: the session ends (an SE_BY_TIMEOUT notification). */
  | { readonly kind: 'timed-out'; readonly detail: TimeoutDetail; readonly endsWith: 'SE_BY_TIMEOUT' }
  | { readonly kind: 'invalid'; readonly problem: TimeoutEndProblem }
  | { readonly kind: 'refused'; readonly error: ErrorDescriptor };

/**
 * The self-exclusion tab (account-and-session.md §3 Self-exclusion detail, Timeout detail; shown when
 * selfExcludeEnabled): the self-exclusion and timeout in force, a self-exclusion (permanent or for a
 * period, confirmed with the password) and a timeout (at least 24 hours, at most 6 weeks). Both end
 * the session; later logins are refused with 39 or 93.
 */
export class SelfExclusionUseCase {
  readonly #exclusions: ExclusionPort;
  readonly #errors: ErrorCatalogue;
  readonly #clock: ClockPort;

  constructor(exclusions: ExclusionPort, errors: ErrorCatalogue, clock: ClockPort) {
    this.#exclusions = exclusions;
    this.#errors = errors;
    this.#clock = clock;
  }

  async load(): Promise<ExclusionLoaded> {
    const loaded = await this.#exclusions.loadExclusion();
    return loaded.ok
      ? { kind: 'loaded', status: loaded.value }
      : { kind: 'failed', error: describeFailure(loaded.error, this.#errors) };
  }

  async selfExclude(choice: SelfExclusionChoice, password: string): Promise<SelfExcludeOutcome> {
    if (password === '') return { kind: 'invalid', problem: 'password-required' };
    const request: SelfExclusionRequest =
      choice === 'PERMANENT' ? { permanent: true, password } : { permanent: false, period: choice, password };
    const excluded = await this.#exclusions.selfExclude(request);
    if (!excluded.ok) return { kind: 'refused', error: describeFailure(excluded.error, this.#errors) };
    return {
      kind: 'excluded',
      detail: excluded.value,
      endsWith: excluded.value.permanent ? 'PERMANENT_SE_BY_CUSTOMER' : 'SELF_EXCLUSION',
    };
  }

  /** The end a choice would have if asked for now (for the confirmation step), or why it cannot. */
  timeoutEnd(choice: TimeoutChoice): ReturnType<typeof checkTimeoutEnd> {
    const now = this.#clock.now();
    return 'hours' in choice
      ? checkTimeoutEnd(now, timeoutEndAfter(now, choice.hours))
      : checkTimeoutEnd(now, choice.until);
  }

  async takeTimeout(choice: TimeoutChoice): Promise<TimeoutOutcome> {
    const end = this.timeoutEnd(choice);
    if (!end.ok) return { kind: 'invalid', problem: end.error };
    const taken = await this.#exclusions.takeTimeout(new Date(end.value).toISOString());
    return taken.ok
      ? { kind: 'timed-out', detail: taken.value, endsWith: 'SE_BY_TIMEOUT' }
      : { kind: 'refused', error: describeFailure(taken.error, this.#errors) };
  }
}
