/**
 * A failed call as core sees it. `errorCode` is the server's errorCode (account-and-session.md §8);
 * transport failures (no response, aborted, timeout) use `kind: 'transport'`.
 */
export type ApiFailure =
  | {
      readonly kind: 'api';
      /** errorCode of the ErrorResponse; -1 when the body carried none. */
      readonly errorCode: number;
      /** HTTP status of the response. */
      readonly httpStatus: number;
      readonly errorMessage?: string;
      /** A responsible-gaming limit's type and period, when the refusal is one (errorCode 40). */
      readonly responsibleGamingType?: string | undefined;
      readonly responsibleGamingPeriod?: string | undefined;
      /**
       * The request field a refusal is about, as the request names it (a nested one as its path, e.g.
       * `responsibleGaming.maxPlacebetsDaily`): with 57 bad data and the codes of a value in use.
       */
      readonly field?: string | undefined;
      /** Seconds to wait before trying again, when the answer said (a 429's Retry-After). */
      readonly retryAfterSeconds?: number | undefined;
    }
  | { readonly kind: 'transport'; readonly message: string };
