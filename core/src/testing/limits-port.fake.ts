import type { ApiFailure } from '../errors/api-failure.ts';
import type { LimitChange, LimitsChange } from '../limits/limits-change.ts';
import type { LimitsPort } from '../ports/limits.port.ts';
import { ok, type Result } from '../shared/result.ts';

/** A LimitsPort whose answers are set by the test; records every call in order. */
export class FakeLimitsPort implements LimitsPort {
  confirmResult: Result<void, ApiFailure> = ok(undefined);
  pendingLimits: Result<readonly LimitChange[], ApiFailure> = ok([]);
  readonly calls: (
    | {
        readonly call: 'confirmAdjustment';
        readonly change: LimitsChange;
        readonly confirmed: boolean;
      }
    | { readonly call: 'loadPendingLimits'; readonly customerId: number }
  )[] = [];

  confirmAdjustment(change: LimitsChange, confirmed: boolean): Promise<Result<void, ApiFailure>> {
    this.calls.push({ call: 'confirmAdjustment', change, confirmed });
    return Promise.resolve(this.confirmResult);
  }

  loadPendingLimits(customerId: number): Promise<Result<readonly LimitChange[], ApiFailure>> {
    this.calls.push({ call: 'loadPendingLimits', customerId });
    return Promise.resolve(this.pendingLimits);
  }
}
