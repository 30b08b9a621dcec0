import type { ErrorResponse } from '../dto.ts';
import { SandboxError } from './operation-handler.ts';

/**
 * A refusal of one request field (57 bad data, a value another account uses, …): the body names the
 * field as the request does (ErrorResponse.field, a nested one as its path), so that the form can show
 * the error on it and take the player there.
 */
export class FieldRefusalError extends SandboxError {
  readonly field: string;

  constructor(errorCode: number, field: string, message: string) {
    super(400, errorCode, message);
    this.field = field;
  }

  override toResponse(): ErrorResponse & { field: string } {
    return { ...super.toResponse(), field: this.field };
  }
}
