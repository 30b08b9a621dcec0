import type { CustomerFacingClient } from '@lv-casino/sdk/customer-facing.client.ts';
import { KycHttpAdapter } from './kyc.http-adapter.ts';

/**
 * The adapters of the profile's tabs (my profile with its statistics, referral and complaint, history,
 * the activity summary,
 * withdraw, KYC with the source of funds, bonuses, messages) and of
 * the account's badges (active bonuses, unread messages) and simple messages, loaded together: one
 * chunk for the web, loaded with the first call of any of them (the badges' counts, at login).
 */
export { ActivityHttpAdapter } from './activity.http-adapter.ts';
export { BonusHttpAdapter } from './bonus.http-adapter.ts';
export { ComplaintHttpAdapter } from './complaint.http-adapter.ts';
export { DepositHttpAdapter } from './deposit.http-adapter.ts';
export { HistoryHttpAdapter } from './history.http-adapter.ts';
export { InboxHttpAdapter } from './inbox.http-adapter.ts';
export { LifetimeStatisticsHttpAdapter } from './lifetime-statistics.http-adapter.ts';
export { ReferralHttpAdapter } from './referral.http-adapter.ts';
export { SourceOfFundsHttpAdapter } from './source-of-funds.http-adapter.ts';
export { ProfileHttpAdapter } from './profile.http-adapter.ts';
export { WithdrawHttpAdapter } from './withdraw.http-adapter.ts';

/** The KYC adapter of a browser: uploads report their progress through XMLHttpRequest (fetch cannot). */
export class BrowserKycHttpAdapter extends KycHttpAdapter {
  constructor(client: CustomerFacingClient) {
    super(client, { createXhr: () => new XMLHttpRequest() });
  }
}
