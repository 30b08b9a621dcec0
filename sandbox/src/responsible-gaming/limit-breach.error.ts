import type { ErrorResponse } from '../dto.ts';
import { SandboxError } from '../handlers/operation-handler.ts';
import type { LimitPeriod, LimitType } from './limit-types.ts';

/** errorCode 40: an operation would exceed a responsible-gaming limit; the body names its type and period. */
export class LimitBreachError extends SandboxError {
  readonly responsibleGamingType: LimitType;
  readonly responsibleGamingPeriod: LimitPeriod;

  constructor(type: LimitType, period: LimitPeriod, limit: number, used: number) {
    super(
      400,
      40,
      `Responsible-gaming limit exceeded: ${type} ${period} is ${String(limit)}, ${String(used)} used`,
    );
    this.responsibleGamingType = type;
    this.responsibleGamingPeriod = period;
  }

  override toResponse(): ErrorResponse & { responsibleGamingType: string; responsibleGamingPeriod: string } {
    return {
      ...super.toResponse(),
      responsibleGamingType: this.responsibleGamingType,
      responsibleGamingPeriod: this.responsibleGamingPeriod,
    };
  }
}
