import { describe, expect, it } from 'vitest';
import { kycRedirect } from './kyc-redirect.rule.ts';

describe('kycRedirect', () => {
  it('directs a NOT_VERIFIED player to the kyc tab of the profile', () => {
    expect(kycRedirect('NOT_VERIFIED')).toEqual({
      kind: 'open-modal',
      modal: 'profile',
      params: { selectedTab: 'kyc' },
    });
  });

  it.each(['VERIFIED', 'WAITING_BO_USER'] as const)('leaves a %s player alone', (status) => {
    expect(kycRedirect(status)).toBeNull();
  });
});
