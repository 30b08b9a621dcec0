import { describeFailure } from '../errors/describe-failure.rule.ts';
import type { ErrorCatalogue, ErrorDescriptor } from '../errors/error-catalogue.port.ts';
import type { DepositPort } from '../deposit/deposit.port.ts';
import { availableDepositProviders, type AvailableDepositProvider } from './deposit-providers.rule.ts';

export type DepositProvidersOutcome =
  | { readonly kind: 'ready'; readonly providers: readonly AvailableDepositProvider[] }
  | { readonly kind: 'failed'; readonly error: ErrorDescriptor };

/** The providers of the deposit tab, from the provider settings (games-and-content.md §3). */
export class DepositProvidersUseCase {
  readonly #deposits: DepositPort;
  readonly #errors: ErrorCatalogue;

  constructor(deposits: DepositPort, errors: ErrorCatalogue) {
    this.#deposits = deposits;
    this.#errors = errors;
  }

  async execute(): Promise<DepositProvidersOutcome> {
    const settings = await this.#deposits.getProviderSettings();
    if (!settings.ok) return { kind: 'failed', error: describeFailure(settings.error, this.#errors) };
    return { kind: 'ready', providers: availableDepositProviders(settings.value) };
  }
}
