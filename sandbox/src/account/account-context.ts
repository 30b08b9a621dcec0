import { RateLimiter, type RateLimit } from '../http/rate-limiter.ts';
import type { SandboxState } from '../state.ts';
import { AccountProfileStore } from './account-profile.store.ts';
import { IdentityVerificationStore } from './identity-verification.store.ts';
import { KycDocumentStore } from './kyc-document.store.ts';
import { OneTimeKeyStore } from './one-time-key.store.ts';
import { RegistrationLimiter } from './registration-limiter.ts';
import { SmartIdStore } from './smart-id.store.ts';
import { SmsCodeStore } from './sms-code.store.ts';

/** The state of the account area: the sandbox's state plus the account stores, shared by its handlers. */
export interface AccountContext {
  readonly state: SandboxState;
  readonly profiles: AccountProfileStore;
  readonly keys: OneTimeKeyStore;
  readonly sms: SmsCodeStore;
  readonly smartId: SmartIdStore;
  readonly registrations: RegistrationLimiter;
  readonly documents: KycDocumentStore;
  readonly identity: IdentityVerificationStore;
  /**
   * Password-reset requests (mail and SMS together) per login as typed, trimmed and lower-cased, known
   * or not: {@link resetRequestLimit}, then 429 with Retry-After.
   */
  readonly resetRequests: RateLimiter;
}

/**
 * Reset mails and SMS one login may ask for: 3 per 10 minutes. Counted per login as typed, not per
 * player, so an unknown login is answered exactly as a known one (no enumeration), and the mailbox or
 * phone of a player is not flooded.
 */
export const resetRequestLimit: RateLimit = { max: 3, windowMs: 10 * 60_000 };

const contexts = new WeakMap<SandboxState, AccountContext>();

/**
 * The account context of a sandbox (one per state), created on first use: the stores its handlers
 * share. Set-up that cannot go through the API (Pact provider states, tests) reaches the same activation
 * and reset keys, SMS codes and Smart-ID sessions through it.
 */
export function accountContextOf(state: SandboxState): AccountContext {
  let context = contexts.get(state);
  if (context === undefined) {
    context = {
      state,
      profiles: new AccountProfileStore(),
      keys: new OneTimeKeyStore(state.now),
      sms: new SmsCodeStore(state.now),
      smartId: new SmartIdStore(state.now),
      registrations: new RegistrationLimiter(state.now, state.registrationsPerIp),
      documents: new KycDocumentStore(state.now),
      identity: new IdentityVerificationStore(),
      resetRequests: new RateLimiter(state.now, resetRequestLimit),
    };
    contexts.set(state, context);
  }
  return context;
}
