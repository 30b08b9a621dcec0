import type { CustomerFacingClient } from '@lv-casino/sdk/customer-facing.client.ts';
import { KycHttpAdapter } from './kyc.http-adapter.ts';

/**
 * The adapters of the profile's tabs (my profile, history, withdraw, KYC), loaded together: one chunk
 * for the web, loaded with the first call of any of them.
 */
export { HistoryHttpAdapter } from './history.http-adapter.ts';
export { ProfileHttpAdapter } from './profile.http-adapter.ts';
export { WithdrawHttpAdapter } from './withdraw.http-adapter.ts';

/** The KYC adapter of a browser: uploads report their progress through XMLHttpRequest (fetch cannot). */
export class BrowserKycHttpAdapter extends KycHttpAdapter {
  constructor(client: CustomerFacingClient) {
    super(client, { createXhr: () => new XMLHttpRequest() });
  }
}
