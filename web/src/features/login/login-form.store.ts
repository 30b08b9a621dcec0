import type { LoginUseCase } from '@lv-casino/core/session/login.use-case.ts';
import { makeAutoObservable, runInAction } from 'mobx';
import type { SessionStore } from '../../app/session.store.ts';

/**
 * The login form's state (one per opening of the modal): the typed credentials, whether it is
 * submitting, and the errors to show. A success begins the app's session.
 */
export class LoginFormStore {
  username = '';
  password = '';
  /** True once a credential was pasted (sent as credentialCheck). */
  pasted = false;
  busy = false;
  /** react-intl ids of the errors of the last submit. */
  errors: readonly string[] = [];

  readonly #login: LoginUseCase;
  readonly #session: SessionStore;

  constructor(login: LoginUseCase, session: SessionStore) {
    this.#login = login;
    this.#session = session;
    makeAutoObservable(this);
  }

  setUsername(value: string): void {
    this.username = value;
  }

  setPassword(value: string): void {
    this.password = value;
  }

  markPasted(): void {
    this.pasted = true;
  }

  /** Logs in; on failure keeps everything the player typed and shows the catalogue's message. */
  async submit(): Promise<boolean> {
    if (this.busy) return false;
    this.busy = true;
    this.errors = [];
    const outcome = await this.#login.execute({
      credentials: {
        username: this.username.trim(),
        password: this.password,
        rememberMe: false,
        credentialCheck: this.pasted,
      },
      pendingGame: null,
    });
    runInAction(() => {
      this.busy = false;
      if (outcome.kind === 'failed') this.errors = [outcome.error.messageKey];
      else this.#session.begin(outcome);
    });
    return outcome.kind !== 'failed';
  }
}
