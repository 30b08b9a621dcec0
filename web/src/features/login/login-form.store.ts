import { makeAutoObservable, runInAction } from 'mobx';
import type { SessionStore } from '../../app/session.store.ts';

/** The login form's state: the typed credentials, whether it is submitting, and the errors to show. */
export class LoginFormStore {
  username = '';
  password = '';
  /** True once a credential was pasted (sent as credentialCheck). */
  pasted = false;
  busy = false;
  /** react-intl ids of the errors of the last submit. */
  errors: readonly string[] = [];

  readonly #session: SessionStore;

  constructor(session: SessionStore) {
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
    const result = await this.#session.login({
      username: this.username.trim(),
      password: this.password,
      rememberMe: false,
      credentialCheck: this.pasted,
    });
    runInAction(() => {
      this.busy = false;
      if (!result.ok) {
        this.errors = [result.messageKey];
      }
    });
    return result.ok;
  }
}
