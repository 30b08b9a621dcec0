import { describeFailure } from '../errors/describe-failure.rule.ts';
import type { ErrorCatalogue, ErrorDescriptor } from '../errors/error-catalogue.port.ts';
import type { KycPort } from '../kyc/kyc.port.ts';
import type { IdentityCheck, PageIdentityProvider } from './kyc.ts';

export type StartIdentityCheckOutcome =
  /** The service's page, to open in a new browsing context (without an opener). */
  | { readonly kind: 'open-page'; readonly check: IdentityCheck; readonly url: string }
  /** The service answered no page (e.g. the check was already decided). */
  | { readonly kind: 'started'; readonly check: IdentityCheck }
  /** 75, 76, 77 (identity service failures) or any other failure, with its catalogue text. */
  | { readonly kind: 'refused'; readonly error: ErrorDescriptor };

/**
 * Starts a check at a service that runs on its own page (§7 KYC): Shufti Pro (generateURL) or iDenfy
 * (init). Both answer the page the player continues on; the web opens it.
 */
export class StartIdentityCheckUseCase {
  readonly #kyc: KycPort;
  readonly #errors: ErrorCatalogue;

  constructor(kyc: KycPort, errors: ErrorCatalogue) {
    this.#kyc = kyc;
    this.#errors = errors;
  }

  async execute(provider: PageIdentityProvider): Promise<StartIdentityCheckOutcome> {
    const started = await (provider === 'SHUFTIPRO' ? this.#kyc.startShuftiPro() : this.#kyc.initIdenfy());
    if (!started.ok) return { kind: 'refused', error: describeFailure(started.error, this.#errors) };
    const check = started.value;
    return check.url === null ? { kind: 'started', check } : { kind: 'open-page', check, url: check.url };
  }
}
