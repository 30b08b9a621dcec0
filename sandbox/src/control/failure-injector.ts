import type { ErrorResponse } from '../dto.ts';

/** A failure the operator has armed for the next call(s) of one operation. */
export interface InjectedFailure {
  readonly operationId: string;
  /** HTTP status of the failing response. */
  readonly httpStatus: number;
  readonly body: ErrorResponse;
  /** How many more calls fail. */
  remaining: number;
}

/** What an operator asks for: an errorCode (its usual status), an HTTP status (500: errorCode 41), or both. */
export interface FailureRequest {
  readonly operationId: string;
  readonly errorCode?: number;
  readonly httpStatus?: number;
  /** Number of calls that fail; default 1. */
  readonly times?: number;
  /** The request field the failure names (ErrorResponse.field), e.g. personalNumber with 57. */
  readonly field?: string;
}

/** Error codes the contract answers with 401; every other business code is a 400. */
const unauthorisedCodes: readonly number[] = [3, 96, 97, 98];

/** The HTTP status the contract pairs with an errorCode (account-and-session.md §8, the shared decisions). */
export function statusOfErrorCode(errorCode: number): number {
  if (unauthorisedCodes.includes(errorCode)) return 401;
  if (errorCode === 41) return 500;
  return 400;
}

/** The failing response of a request: status and ErrorResponse body. */
export function failureResponse(
  request: FailureRequest,
  meaning: (errorCode: number) => string | undefined,
): { httpStatus: number; body: ErrorResponse } {
  const errorCode =
    request.errorCode ?? (request.httpStatus === undefined ? 41 : defaultCode(request.httpStatus));
  const httpStatus = request.httpStatus ?? statusOfErrorCode(errorCode);
  const errorMessage = `Injected failure: ${meaning(errorCode) ?? `error ${errorCode}`}`;
  const body =
    request.field === undefined
      ? { errorCode, errorMessage }
      : { errorCode, errorMessage, field: request.field };
  return { httpStatus, body };
}

function defaultCode(httpStatus: number): number {
  if (httpStatus === 401) return 3;
  if (httpStatus >= 500) return 41;
  return -1;
}

/**
 * Failures armed through the control API. The API pipeline asks {@link take} on every call, after the
 * bearer check and request validation; an armed failure replaces the handler's response, once per
 * remaining count. Arming an operation again replaces its earlier failure.
 */
export class FailureInjector {
  readonly #armed = new Map<string, InjectedFailure>();

  arm(failure: Omit<InjectedFailure, 'remaining'> & { readonly times: number }): InjectedFailure {
    const armed: InjectedFailure = {
      operationId: failure.operationId,
      httpStatus: failure.httpStatus,
      body: failure.body,
      remaining: failure.times,
    };
    this.#armed.set(failure.operationId, armed);
    return armed;
  }

  /** The failure of this call of the operation, if one is armed (and counts it down). */
  take(operationId: string): InjectedFailure | undefined {
    const armed = this.#armed.get(operationId);
    if (armed === undefined) return undefined;
    armed.remaining--;
    if (armed.remaining <= 0) this.#armed.delete(operationId);
    return armed;
  }

  list(): InjectedFailure[] {
    return [...this.#armed.values()].map((f) => ({ ...f }));
  }

  /** Disarms one operation's failure (true when there was one) or, without an id, every failure. */
  clear(operationId?: string): boolean {
    if (operationId === undefined) {
      const had = this.#armed.size > 0;
      this.#armed.clear();
      return had;
    }
    return this.#armed.delete(operationId);
  }
}
