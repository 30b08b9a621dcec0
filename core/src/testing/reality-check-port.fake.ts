import type { ApiFailure } from '../errors/api-failure.ts';
import type { RealityCheckPort } from '../reality-check/reality-check.port.ts';
import { ok, type Result } from '../shared/result.ts';

/** A RealityCheckPort whose answers are set by the test; records every call in order. */
export class FakeRealityCheckPort implements RealityCheckPort {
  popupShownResult: Result<void, ApiFailure> = ok(undefined);
  acknowledgeResult: Result<{ readonly acknowledgeCounter: number }, ApiFailure> = ok({
    acknowledgeCounter: 1,
  });
  markClosedResult: Result<void, ApiFailure> = ok(undefined);
  updateIntervalResult: Result<void, ApiFailure> = ok(undefined);
  readonly calls: ('popupShown' | 'acknowledge' | 'markClosed' | `updateInterval ${string}`)[] = [];

  popupShown(): Promise<Result<void, ApiFailure>> {
    this.calls.push('popupShown');
    return Promise.resolve(this.popupShownResult);
  }

  acknowledge(): Promise<Result<{ readonly acknowledgeCounter: number }, ApiFailure>> {
    this.calls.push('acknowledge');
    return Promise.resolve(this.acknowledgeResult);
  }

  markClosed(): Promise<Result<void, ApiFailure>> {
    this.calls.push('markClosed');
    return Promise.resolve(this.markClosedResult);
  }

  updateInterval(minutes: number): Promise<Result<void, ApiFailure>> {
    this.calls.push(`updateInterval ${String(minutes)}`);
    return Promise.resolve(this.updateIntervalResult);
  }
}
