import type { ApiFailure } from '../errors/api-failure.ts';
import type { ConfigPort } from '../config/config.port.ts';
import type { Result } from '../shared/result.ts';
import type { CustomerConfig } from './config.ts';

/**
 * The logged-in customer's private configuration (account-and-session.md §3 Customer config,
 * §7 GET config/customer): which profile tabs show (limits, self-exclusion, messages) and the reality
 * check's settings. Asked once per session and kept; a failed call is asked again on the next use.
 */
export class LoadCustomerConfigUseCase {
  readonly #config: ConfigPort;
  #loaded: Promise<Result<CustomerConfig, ApiFailure>> | null = null;

  constructor(config: ConfigPort) {
    this.#config = config;
  }

  async execute(): Promise<Result<CustomerConfig, ApiFailure>> {
    const loading = (this.#loaded ??= this.#config.getCustomer());
    const result = await loading;
    if (!result.ok && this.#loaded === loading) this.#loaded = null;
    return result;
  }

  /** Forgets the configuration: the next session asks again (another customer may log in). */
  forget(): void {
    this.#loaded = null;
  }
}
