import type { DepositProviderSettings } from '../deposit/deposit-providers.rule.ts';
import type { ApiFailure } from '../errors/api-failure.ts';
import type { DepositPort, DepositRequest } from '../ports/deposit.port.ts';
import { ok, type Result } from '../shared/result.ts';

/** A DepositPort whose answers are set by the test; records every call in order. */
export class FakeDepositPort implements DepositPort {
  settings: Result<DepositProviderSettings, ApiFailure> = ok({
    safechargeEnabled: true,
    safechargeEnabledMethods: ['cc_card'],
  });
  initResult: Result<{ readonly redirectUrl: string }, ApiFailure> = ok({
    redirectUrl: 'https://pay.test/session-1',
  });
  cancelResult: Result<void, ApiFailure> = ok(undefined);
  depositCount: Result<number, ApiFailure> = ok(1);
  readonly calls: (
    | { readonly call: 'getProviderSettings' }
    | { readonly call: 'initDeposit'; readonly request: DepositRequest }
    | { readonly call: 'cancelTransaction'; readonly paymentTransactionId: string }
    | { readonly call: 'successfulDepositCount' }
  )[] = [];

  getProviderSettings(): Promise<Result<DepositProviderSettings, ApiFailure>> {
    this.calls.push({ call: 'getProviderSettings' });
    return Promise.resolve(this.settings);
  }

  initDeposit(request: DepositRequest): Promise<Result<{ readonly redirectUrl: string }, ApiFailure>> {
    this.calls.push({ call: 'initDeposit', request });
    return Promise.resolve(this.initResult);
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
