import type { ApiFailure } from '../errors/api-failure.ts';
import type { LimitChange } from '../limits/limits-change.ts';
import type { LimitsPort } from '../ports/limits.port.ts';
import { ok, type Result } from '../shared/result.ts';

/** A LimitsPort whose answers are set by the test; records every call in order. */
export class FakeLimitsPort implements LimitsPort {
  confirmResult: Result<void, ApiFailure> = ok(undefined);
  pendingLimits: Result<readonly LimitChange[], ApiFailure> = ok([]);
  readonly calls: (
    | {
        readonly call: 'confirmAdjustment';
        readonly uniqueIds: readonly string[];
        readonly confirmed: boolean;
      }
    | { readonly call: 'loadPendingLimits' }
  )[] = [];

  confirmAdjustment(uniqueIds: readonly string[], confirmed: boolean): Promise<Result<void, ApiFailure>> {
    this.calls.push({ call: 'confirmAdjustment', uniqueIds, confirmed });
    return Promise.resolve(this.confirmResult);
  }

  loadPendingLimits(): Promise<Result<readonly LimitChange[], ApiFailure>> {
    this.calls.push({ call: 'loadPendingLimits' });
    return Promise.resolve(this.pendingLimits);
  }
}
