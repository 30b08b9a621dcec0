/** Result of checking the bearer token of a CONNECT frame. */
export type StompAuthentication =
  | { readonly ok: true; readonly customerId: number; readonly sessionId: string }
  | { readonly ok: false; readonly errorCode: number; readonly errorMessage: string };

/** Checks an `Authorization` header value (`Bearer <accessToken>`); undefined when absent. */
export type StompAuthenticator = (authorization: string | undefined) => StompAuthentication;
