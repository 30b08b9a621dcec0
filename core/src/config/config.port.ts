import type { ApiFailure } from '../errors/api-failure.ts';
import type { CustomerConfig, GeneralConfig } from '../config/config.ts';
import type { Result } from '../shared/result.ts';

export interface ConfigPort {
  /** Public configuration. */
  getGeneral(): Promise<Result<GeneralConfig, ApiFailure>>;
  /** Private configuration of the logged-in customer. */
  getCustomer(): Promise<Result<CustomerConfig, ApiFailure>>;
}
export const ConfigPort = Symbol('ConfigPort');
