import { describe, expect, it } from 'vitest';
import { depositResultPage } from './deposit-result-page.rule.ts';

const CASINO = { kind: 'navigate', to: { name: 'casino' } };
const KYC = { kind: 'open-modal', modal: 'profile', params: { selectedTab: 'kyc' } };

describe('depositResultPage', () => {
  it.each(['success', 'failure', 'cancel', 'pending'] as const)(
    'shows the %s icon, header and description',
    (outcome) => {
      expect(depositResultPage(outcome, 'VERIFIED')).toEqual({
        type: outcome,
        icon: outcome,
        headerKey: `deposit.result.${outcome}.header`,
        descriptionKey: `deposit.result.${outcome}.description`,
        button: null,
      });
    },
  );

  it('shows the -ext variant like its type', () => {
    expect(depositResultPage('pending-ext', 'VERIFIED')).toMatchObject({
      icon: 'pending',
      headerKey: 'deposit.result.pending.header',
      descriptionKey: 'deposit.result.pending.description',
    });
  });

  it('sends a failed external deposit to the deposit tab of the profile', () => {
    expect(depositResultPage('failure-ext', 'NOT_VERIFIED').button).toEqual({
      labelKey: 'deposit.result.button.tryAgain',
      next: { kind: 'open-modal', modal: 'profile', params: { selectedTab: 'deposit' } },
    });
  });

  it.each(['success-ext', 'pending-ext'] as const)(
    'sends an unverified player from %s to the kyc tab',
    (type) => {
      expect(depositResultPage(type, 'NOT_VERIFIED').button).toEqual({
        labelKey: 'deposit.result.button.verify',
        next: KYC,
      });
    },
  );

  it.each(['success-ext', 'pending-ext'] as const)(
    'sends a verified player from %s back to the casino',
    (type) => {
      expect(depositResultPage(type, 'VERIFIED').button).toEqual({
        labelKey: 'deposit.result.button.casino',
        next: CASINO,
      });
    },
  );

  it('sends a player waiting for the back office back to the casino', () => {
    expect(depositResultPage('success-ext', 'WAITING_BO_USER').button?.next).toEqual(CASINO);
  });

  it('sends an unverified player from a cancelled external deposit back to the casino', () => {
    expect(depositResultPage('cancel-ext', 'NOT_VERIFIED').button?.next).toEqual(CASINO);
  });
});
