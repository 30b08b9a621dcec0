import { describeFailure, retryAfterOf } from '../errors/describe-failure.rule.ts';
import {
  GENERAL_ERROR_CODE,
  type ErrorCatalogue,
  type ErrorDescriptor,
} from '../errors/error-catalogue.port.ts';
import type { ClockPort } from '../shared/clock.port.ts';
import type { CustomerPort } from '../session/customer.port.ts';
import type { SmartIdPort } from '../smart-id/smart-id.port.ts';
import type { TokenStorePort } from '../session/token-store.port.ts';
import { formatPersonalCodeInput } from '../registration/personal-code.rule.ts';
import { loggedInAfterLogin } from '../session/after-login.rule.ts';
import { establishSession } from '../session/establish-session.ts';
import { formErrors, type FormErrors } from '../session/form-errors.ts';
import type { PageContext, PendingGame } from '../session/logged-in-session.ts';
import { loginFailed, type LoginFailed } from '../session/login-failure.rule.ts';
import { smartIdSchema } from './smart-id.schema.ts';
import { BACK_TO_LOGIN, smartIdModal, type SmartIdState } from './smart-id-state.ts';
import { SmartIdPoll, type SmartIdTimings } from './smart-id-poll.ts';

export interface SmartIdLoginInput {
  readonly personalNumber: string;
  readonly pendingGame: PendingGame | null;
  /** GeneralConfig.forgotPasswordSmsVerificationEnabled; default false (the hint of a failure). */
  readonly forgotPasswordSmsVerificationEnabled?: boolean;
  readonly page?: PageContext;
}

export type SmartIdStartOutcome =
  | { readonly kind: 'invalid'; readonly errors: FormErrors }
  | LoginFailed
  | {
      readonly kind: 'awaiting-confirmation';
      readonly verificationCode: string;
      /** Opens the smart-id-authentication modal with the code. */
      readonly next: ReturnType<typeof smartIdModal>;
    }
  /** Another start or a cancel came first; this one was dropped. */
  | { readonly kind: 'superseded' };

export interface SmartIdLoginDeps {
  readonly smartId: SmartIdPort;
  readonly tokens: TokenStorePort;
  readonly customer: CustomerPort;
  readonly errors: ErrorCatalogue;
  readonly clock: ClockPort;
}

/**
 * Smart-ID login as a state machine (account-and-session.md §4 Smart-ID): a valid personal number
 * gets a verification code, shown in the smart-id-authentication modal; 2 s later polling of
 * authenticate starts and the cancel button appears; success stores the tokens and logs in (as any
 * login: LOGIN, terms, kyc tab, pending game), a failure shows the error. Listeners hear every state.
 */
export class SmartIdLoginUseCase {
  readonly #deps: SmartIdLoginDeps;
  readonly #timings: Partial<SmartIdTimings>;
  readonly #listeners = new Set<(state: SmartIdState) => void>();
  #state: SmartIdState = { kind: 'idle' };
  #poll: SmartIdPoll | null = null;
  #run = 0;

  constructor(deps: SmartIdLoginDeps, timings: Partial<SmartIdTimings> = {}) {
    this.#deps = deps;
    this.#timings = timings;
  }

  get state(): SmartIdState {
    return this.#state;
  }

  /** Calls `listener` on every state change; returns the unsubscribe function. */
  subscribe(listener: (state: SmartIdState) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  async start(input: SmartIdLoginInput): Promise<SmartIdStartOutcome> {
    const errors = formErrors(smartIdSchema, { personalNumber: input.personalNumber });
    if (errors !== null) return { kind: 'invalid', errors };
    const run = this.#restart();
    const personalNumber = formatPersonalCodeInput(input.personalNumber);
    const sms = input.forgotPasswordSmsVerificationEnabled ?? false;
    this.#set({ kind: 'requesting-code' });

    const code = await this.#deps.smartId.generateVerificationCode(personalNumber);
    if (run !== this.#run) return { kind: 'superseded' };
    if (!code.ok)
      return this.#fail(
        loginFailed(describeFailure(code.error, this.#deps.errors), sms, retryAfterOf(code.error)),
      );

    const { verificationCode } = code.value;
    this.#set({ kind: 'awaiting-confirmation', verificationCode, cancellable: false });
    this.#poll = this.#startPolling(run, personalNumber, verificationCode, input);
    return { kind: 'awaiting-confirmation', verificationCode, next: smartIdModal(verificationCode) };
  }

  #startPolling(run: number, personalNumber: string, verificationCode: string, input: SmartIdLoginInput) {
    const sms = input.forgotPasswordSmsVerificationEnabled ?? false;
    const fail = (error: ErrorDescriptor): void => {
      this.#fail(loginFailed(error, sms));
    };
    return new SmartIdPoll(this.#deps.smartId, this.#deps.clock, this.#timings, personalNumber, {
      onCancellable: () => {
        this.#set({ kind: 'awaiting-confirmation', verificationCode, cancellable: true });
      },
      onFailure: (failure) => {
        fail(describeFailure(failure, this.#deps.errors));
      },
      onTimeout: () => {
        fail(this.#deps.errors.describe(GENERAL_ERROR_CODE));
      },
      onAuthenticated: (tokens) => {
        this.#set({ kind: 'signing-in' });
        void establishSession(tokens, this.#deps).then((session) => {
          if (run !== this.#run) return;
          if (session.ok) {
            this.#set({
              kind: 'logged-in',
              session: loggedInAfterLogin(session.value, input.pendingGame, input.page),
            });
          } else fail(session.error);
        });
      },
    });
  }

  /**
   * The cancel button: only while awaiting confirmation and at least 2 s after the code was shown.
   * Polling stops; the login modal opens again. Returns the new state, or null when not cancellable.
   */
  cancel(): SmartIdState | null {
    if (this.#state.kind !== 'awaiting-confirmation' || !this.#state.cancellable) return null;
    this.#restart();
    this.#set({ kind: 'cancelled', next: BACK_TO_LOGIN });
    return this.#state;
  }

  /** Back to idle from any state, e.g. when the modal host drops the modal: polling stops, answers are dropped. */
  reset(): void {
    this.#restart();
    this.#set({ kind: 'idle' });
  }

  /** Stops any polling and drops pending answers; returns the id of the new run. */
  #restart(): number {
    this.#poll?.stop();
    this.#poll = null;
    this.#run += 1;
    return this.#run;
  }

  #fail(failure: LoginFailed): LoginFailed {
    this.#poll?.stop();
    this.#set({ kind: 'failed', failure });
    return failure;
  }

  #set(state: SmartIdState): void {
    this.#state = state;
    for (const listener of this.#listeners) listener(state);
  }
}
