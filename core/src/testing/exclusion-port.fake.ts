import type { ApiFailure } from '../errors/api-failure.ts';
import type { ExclusionStatus, SelfExclusionDetail, TimeoutDetail } from '../limits/limit-settings.ts';
import type { ExclusionPort, SelfExclusionRequest } from '../self-exclusion/exclusion.port.ts';
import { ok, type Result } from '../shared/result.ts';
import { createSelfExclusion } from './limit-settings.builder.ts';

/** An ExclusionPort whose answers are set by the test; records every call in order. */
export class FakeExclusionPort implements ExclusionPort {
  status: Result<ExclusionStatus, ApiFailure> = ok({ selfExclusion: null, timeout: null });
  /** The answer of selfExclude; by default the detail the request asks for. */
  selfExcludeResult: Result<SelfExclusionDetail, ApiFailure> | null = null;
  /** The answer of takeTimeout; by default the end asked for. */
  timeoutResult: Result<TimeoutDetail, ApiFailure> | null = null;
  readonly calls: (
    | { readonly call: 'loadExclusion' }
    | { readonly call: 'selfExclude'; readonly request: SelfExclusionRequest }
    | { readonly call: 'takeTimeout'; readonly endDate: string }
  )[] = [];

  loadExclusion(): Promise<Result<ExclusionStatus, ApiFailure>> {
    this.calls.push({ call: 'loadExclusion' });
    return Promise.resolve(this.status);
  }

  selfExclude(request: SelfExclusionRequest): Promise<Result<SelfExclusionDetail, ApiFailure>> {
    this.calls.push({ call: 'selfExclude', request });
    return Promise.resolve(
      this.selfExcludeResult ??
        ok(createSelfExclusion(request.permanent ? { permanent: true, endDate: null } : {})),
    );
  }

  takeTimeout(endDate: string): Promise<Result<TimeoutDetail, ApiFailure>> {
    this.calls.push({ call: 'takeTimeout', endDate });
    return Promise.resolve(this.timeoutResult ?? ok({ endDate }));
  }
}
