import type { CustomerConfig, GeneralConfig } from '../config/config.ts';
import type { ApiFailure } from '../errors/api-failure.ts';
import type { ConfigPort } from '../config/config.port.ts';
import type { TokenStorePort } from '../session/token-store.port.ts';
import { ok, type Result } from '../shared/result.ts';
import { createCustomerConfig, createGeneralConfig } from './config.builder.ts';
import { answerPrivateCall } from './private-call.ts';

export interface FakeConfigPortOptions {
  /** When given, getCustomer (private) fails with 401 errorCode 3 while no tokens are stored. */
  readonly tokens?: TokenStorePort;
}

/** A ConfigPort whose answers are set by the test; records every call. */
export class FakeConfigPort implements ConfigPort {
  general: Result<GeneralConfig, ApiFailure> = ok(createGeneralConfig());
  customer: Result<CustomerConfig, ApiFailure> = ok(createCustomerConfig());
  readonly calls: ('getGeneral' | 'getCustomer')[] = [];
  readonly #tokens: TokenStorePort | undefined;

  constructor(options: FakeConfigPortOptions = {}) {
    this.#tokens = options.tokens;
  }

  getGeneral(): Promise<Result<GeneralConfig, ApiFailure>> {
    this.calls.push('getGeneral');
    return Promise.resolve(this.general);
  }

  getCustomer(): Promise<Result<CustomerConfig, ApiFailure>> {
    this.calls.push('getCustomer');
    return answerPrivateCall(this.#tokens, this.customer);
  }
}
