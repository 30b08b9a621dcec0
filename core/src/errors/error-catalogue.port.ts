/** What the client does with an error code; the values come from the contract's catalogue. */
export const CLIENT_ACTIONS = [
  'show-message',
  'force-logout-open-login',
  'refresh-and-retry',
  'session-expired',
  'open-self-excluded-modal',
  'open-forgot-password',
  'open-kyc',
  'open-error-modal',
] as const;
export type ClientAction = (typeof CLIENT_ACTIONS)[number];

export const isClientAction = (value: string): value is ClientAction =>
  (CLIENT_ACTIONS as readonly string[]).includes(value);

/** The code that unknown codes and transport failures resolve to: the general error. */
export const GENERAL_ERROR_CODE = -1;

export interface ErrorDescriptor {
  readonly code: number;
  /** Constant-case name of the code (e.g. BAD_CREDENTIALS), when the catalogue carries it: for logs. */
  readonly name?: string;
  /** react-intl message id shown to the player. */
  readonly messageKey: string;
  readonly clientAction: ClientAction;
}

/**
 * The error-code catalogue of the contract (generated into the SDK; handed to core by the
 * composition root so that core never holds a second list). Unknown codes resolve to -1.
 */
export interface ErrorCatalogue {
  describe(errorCode: number): ErrorDescriptor;
}
export const ErrorCatalogue = Symbol('ErrorCatalogue');
