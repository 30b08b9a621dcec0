import { describeFailure } from '../errors/describe-failure.rule.ts';
import type { ErrorCatalogue, ErrorDescriptor } from '../errors/error-catalogue.port.ts';
import type { LimitsPort } from '../limits/limits.port.ts';
import type { NavigationIntent } from '../routing/navigation-intent.ts';
import type { DomainEvent } from '../shared/domain-event.ts';
import type { LimitChange, LimitsChange } from './limits-change.ts';

export interface LimitsDecisionInput {
  /** Yes (true) or No (false) of the limits-changed modal. */
  readonly confirmed: boolean;
  /** The data of the RESPONSIBLE_GAMING_CHANGES_APPLY notification the modal shows. */
  readonly change: LimitsChange;
  /** The logged-in customer's id, whose pending limits reload. */
  readonly customerId: number;
}

export interface LimitsDecided {
  readonly kind: 'decided';
  /** The decision flag. */
  readonly confirmed: boolean;
  /** LIMITS_CHANGED_DECISION with the decision and the notification's data. */
  readonly events: readonly DomainEvent[];
  /** Why the confirm call failed; null when it succeeded. */
  readonly confirmError: ErrorDescriptor | null;
  /** The reloaded pending limits; null when the reload failed. */
  readonly pendingLimits: readonly LimitChange[] | null;
  /** The limits-changed modal closes. */
  readonly next: NavigationIntent;
}

/**
 * The player's answer in the limits-changed modal (account-and-session.md §4 Limits changed): the
 * choice sets the decision flag, raises LIMITS_CHANGED_DECISION with the data, sends the confirm call
 * with confirmed true or false, and reloads the pending limits either way, even when the confirm
 * call failed.
 */
export class LimitsChangedUseCase {
  readonly #limits: LimitsPort;
  readonly #errors: ErrorCatalogue;

  constructor(limits: LimitsPort, errors: ErrorCatalogue) {
    this.#limits = limits;
    this.#errors = errors;
  }

  async decide(input: LimitsDecisionInput): Promise<LimitsDecided> {
    const { confirmed, change, customerId } = input;
    const confirmation = await this.#limits.confirmAdjustment(change, confirmed);
    const pending = await this.#limits.loadPendingLimits(customerId);
    return {
      kind: 'decided',
      confirmed,
      events: [{ kind: 'LIMITS_CHANGED_DECISION', confirmed, data: change }],
      confirmError: confirmation.ok ? null : describeFailure(confirmation.error, this.#errors),
      pendingLimits: pending.ok ? pending.value : null,
      next: { kind: 'close-modal' },
    };
  }
}
