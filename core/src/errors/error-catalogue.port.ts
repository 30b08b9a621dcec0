/** What the client does with an error code; the values come from the contract's catalogue. */
export type ClientAction =
  | 'show-message'
  | 'force-logout-open-login'
  | 'refresh-and-retry'
  | 'session-expired'
  | 'open-self-excluded-modal'
  | 'open-forgot-password'
  | 'open-kyc'
  | 'open-error-modal';

export interface ErrorDescriptor {
  readonly code: number;
  readonly name: string;
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
