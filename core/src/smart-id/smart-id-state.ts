import type { NavigationIntent } from '../routing/navigation-intent.ts';
import type { LoggedIn } from '../session/logged-in-session.ts';
import type { LoginFailed } from '../session/login-failure.rule.ts';

/**
 * Where a Smart-ID login stands.
 * `requesting-code`: the verification code is being generated.
 * `awaiting-confirmation`: the smart-id-authentication modal shows `verificationCode` while the
 * player confirms in the Smart-ID app; `cancellable` turns true 2 s after the code is shown.
 * `signing-in`: Smart-ID confirmed; the session is being set up (no longer cancellable).
 * `logged-in`, `failed`, `cancelled`: final, until the next start.
 */
export type SmartIdState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'requesting-code' }
  | {
      readonly kind: 'awaiting-confirmation';
      readonly verificationCode: string;
      readonly cancellable: boolean;
    }
  | { readonly kind: 'signing-in' }
  | { readonly kind: 'logged-in'; readonly session: LoggedIn }
  | { readonly kind: 'failed'; readonly failure: LoginFailed }
  | { readonly kind: 'cancelled'; readonly next: NavigationIntent };

/** The smart-id-authentication modal showing the verification code (account-and-session.md §2 Login modal). */
export const smartIdModal = (verificationCode: string): NavigationIntent => ({
  kind: 'open-modal',
  modal: 'smart-id-authentication',
  params: { verificationCode },
});

/** Back to the login modal after a cancel, so the player can choose another way in. */
export const BACK_TO_LOGIN: NavigationIntent = { kind: 'open-modal', modal: 'login' };
