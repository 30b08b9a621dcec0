import type { DepositOffer } from '../deposit/deposit-offer.ts';
import type { DepositProviderSettings } from '../deposit/deposit-providers.rule.ts';
import type { ApiFailure } from '../errors/api-failure.ts';
import type {
  DepositPort,
  DepositRedirect,
  DepositRequest,
  ProviderDepositRequest,
} from '../ports/deposit.port.ts';
import { ok, type Result } from '../shared/result.ts';

/** A DepositPort whose answers are set by the test; records every call in order. */
export class FakeDepositPort implements DepositPort {
  settings: Result<DepositProviderSettings, ApiFailure> = ok({
    safechargeEnabled: true,
    safechargeEnabledMethods: ['cc_card'],
  });
  offers: Result<readonly DepositOffer[], ApiFailure> = ok([
    {
      depositCode: 'RELOAD50',
      name: '50% iemaksas bonuss',
      description: 'Katrai iemaksai 50% bonuss līdz 100 €.',
      bonusPercentage: 50,
      maxBonusAmount: 10000,
      minDepositAmount: 2000,
      currency: 'EUR',
      product: 'CASINO',
    },
  ]);
  initResult: Result<DepositRedirect, ApiFailure> = ok({
    redirectUrl: 'https://pay.test/session-1',
    paymentTransactionId: '884512',
  });
  providerInitResult: Result<DepositRedirect, ApiFailure> = ok({
    redirectUrl: 'https://pay.test/session-2',
    paymentTransactionId: '884513',
  });
  cancelResult: Result<void, ApiFailure> = ok(undefined);
  depositCount: Result<number, ApiFailure> = ok(1);
  readonly calls: (
    | { readonly call: 'getProviderSettings' }
    | { readonly call: 'getDepositOffers' }
    | { readonly call: 'initDeposit'; readonly request: DepositRequest }
    | { readonly call: 'initProviderDeposit'; readonly request: ProviderDepositRequest }
    | { readonly call: 'cancelTransaction'; readonly paymentTransactionId: string }
    | { readonly call: 'successfulDepositCount' }
  )[] = [];

  getProviderSettings(): Promise<Result<DepositProviderSettings, ApiFailure>> {
    this.calls.push({ call: 'getProviderSettings' });
    return Promise.resolve(this.settings);
  }

  getDepositOffers(): Promise<Result<readonly DepositOffer[], ApiFailure>> {
    this.calls.push({ call: 'getDepositOffers' });
    return Promise.resolve(this.offers);
  }

  initDeposit(request: DepositRequest): Promise<Result<DepositRedirect, ApiFailure>> {
    this.calls.push({ call: 'initDeposit', request });
    return Promise.resolve(this.initResult);
  }

  initProviderDeposit(request: ProviderDepositRequest): Promise<Result<DepositRedirect, ApiFailure>> {
    this.calls.push({ call: 'initProviderDeposit', request });
    return Promise.resolve(this.providerInitResult);
  }

  cancelTransaction(paymentTransactionId: string): Promise<Result<void, ApiFailure>> {
    this.calls.push({ call: 'cancelTransaction', paymentTransactionId });
    return Promise.resolve(this.cancelResult);
  }

  successfulDepositCount(): Promise<Result<number, ApiFailure>> {
    this.calls.push({ call: 'successfulDepositCount' });
    return Promise.resolve(this.depositCount);
  }
}
