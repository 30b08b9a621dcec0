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
}

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
    };
    contexts.set(state, context);
  }
  return context;
}
