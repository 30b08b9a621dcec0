import type { ReferralInvitation } from '../referral/referral.ts';

/** anna's referral code in the examples of the contract. */
export const ANNA_REFERRAL_CODE = 'ANNA-7K2Q';

/** An invitation; defaults to the sandbox's seeded one: anna invited ilze, who registered. */
export const createReferralInvitation = (
  overrides: Partial<ReferralInvitation> = {},
): ReferralInvitation => ({
  id: 598,
  email: 'ilze.liepina@example.lv',
  code: ANNA_REFERRAL_CODE,
  status: 'REGISTERED',
  createdAt: Date.parse('2026-10-02T18:10:00+03:00'),
  ...overrides,
});
