import type { ApiFailure } from '../errors/api-failure.ts';
import type { LimitChange, LimitsChange } from '../limits/limits-change.ts';
import type { LimitSettingsUpdate, LimitValue, ResponsibleGamingSettings } from '../limits/limit-settings.ts';
import type { LimitsPort } from '../limits/limits.port.ts';
import { ok, type Result } from '../shared/result.ts';
import { createResponsibleGamingSettings } from './limit-settings.builder.ts';

/** A LimitsPort whose answers are set by the test; records every call in order. */
export class FakeLimitsPort implements LimitsPort {
  confirmResult: Result<void, ApiFailure> = ok(undefined);
  pendingLimits: Result<readonly LimitChange[], ApiFailure> = ok([]);
  settings: Result<ResponsibleGamingSettings, ApiFailure> = ok(createResponsibleGamingSettings());
  defaults: Result<readonly LimitValue[], ApiFailure> = ok([]);
  /** The answer of updateSettings; by default the settings after the update. */
  updateResult: Result<ResponsibleGamingSettings, ApiFailure> | null = null;
  readonly calls: (
    | {
        readonly call: 'confirmAdjustment';
        readonly change: LimitsChange;
        readonly confirmed: boolean;
      }
    | { readonly call: 'loadPendingLimits'; readonly customerId: number }
    | { readonly call: 'loadSettings'; readonly customerId: number }
    | { readonly call: 'loadDefaults' }
    | { readonly call: 'updateSettings'; readonly update: LimitSettingsUpdate }
  )[] = [];

  confirmAdjustment(change: LimitsChange, confirmed: boolean): Promise<Result<void, ApiFailure>> {
    this.calls.push({ call: 'confirmAdjustment', change, confirmed });
    return Promise.resolve(this.confirmResult);
  }

  loadPendingLimits(customerId: number): Promise<Result<readonly LimitChange[], ApiFailure>> {
    this.calls.push({ call: 'loadPendingLimits', customerId });
    return Promise.resolve(this.pendingLimits);
  }

  loadSettings(customerId: number): Promise<Result<ResponsibleGamingSettings, ApiFailure>> {
    this.calls.push({ call: 'loadSettings', customerId });
    return Promise.resolve(this.settings);
  }

  loadDefaults(): Promise<Result<readonly LimitValue[], ApiFailure>> {
    this.calls.push({ call: 'loadDefaults' });
    return Promise.resolve(this.defaults);
  }

  updateSettings(update: LimitSettingsUpdate): Promise<Result<ResponsibleGamingSettings, ApiFailure>> {
    this.calls.push({ call: 'updateSettings', update });
    return Promise.resolve(this.updateResult ?? this.settings);
  }
}
