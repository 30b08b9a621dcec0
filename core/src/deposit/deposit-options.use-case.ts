import { describeFailure } from '../errors/describe-failure.rule.ts';
import type { ErrorCatalogue, ErrorDescriptor } from '../errors/error-catalogue.port.ts';
import type { ApiFailure } from '../errors/api-failure.ts';
import type { Result } from '../shared/result.ts';
import type { DepositAccountPort } from './deposit-account.port.ts';
import type { DepositBank, StoredCard } from './deposit-payment.ts';
import type { TokenDepositPort } from './token-deposit.port.ts';
import { depositMethods, NODA_COUNTRY, type DepositMethod } from './deposit-methods.rule.ts';
import type { DepositOffer } from './deposit-offer.ts';

export type DepositOptionsOutcome =
  | {
      readonly kind: 'ready';
      readonly methods: readonly DepositMethod[];
      /** The bonus offers; none when they could not be read (a deposit without one still works). */
      readonly offers: readonly DepositOffer[];
    }
  | { readonly kind: 'failed'; readonly error: ErrorDescriptor };

export type DepositListOutcome<Item> =
  | { readonly kind: 'ready'; readonly items: readonly Item[] }
  | { readonly kind: 'failed'; readonly error: ErrorDescriptor };

/**
 * What the deposit tab offers (games-and-content.md §3, §7, §9): the methods the provider settings
 * enable, with the bonus offers read beside them; and, when a method needs them, the cards stored for
 * iCard and Trust Payments and the Noda banks of the label's country.
 */
export class DepositOptionsUseCase {
  readonly #account: DepositAccountPort;
  readonly #tokens: TokenDepositPort;
  readonly #errors: ErrorCatalogue;

  constructor(account: DepositAccountPort, tokens: TokenDepositPort, errors: ErrorCatalogue) {
    this.#account = account;
    this.#tokens = tokens;
    this.#errors = errors;
  }

  async load(): Promise<DepositOptionsOutcome> {
    const [settings, offers] = await Promise.all([
      this.#account.getProviderSettings(),
      this.#account.getDepositOffers(),
    ]);
    if (!settings.ok) return { kind: 'failed', error: describeFailure(settings.error, this.#errors) };
    return { kind: 'ready', methods: depositMethods(settings.value), offers: offers.ok ? offers.value : [] };
  }

  async storedCards(): Promise<DepositListOutcome<StoredCard>> {
    return this.#list(await this.#tokens.getStoredCards());
  }

  async nodaBanks(): Promise<DepositListOutcome<DepositBank>> {
    return this.#list(await this.#account.getNodaTopProviders(NODA_COUNTRY));
  }

  #list<Item>(result: Result<readonly Item[], ApiFailure>): DepositListOutcome<Item> {
    if (!result.ok) return { kind: 'failed', error: describeFailure(result.error, this.#errors) };
    return { kind: 'ready', items: result.value };
  }
}
