import { kycRedirect } from '../kyc/kyc-redirect.rule.ts';
import type { NavigationIntent } from '../routing/navigation-intent.ts';
import type { KycStatus } from '../session/user.ts';
import type { DepositResultType } from './deposit-result.rule.ts';

export type DepositOutcomeKind = 'success' | 'failure' | 'cancel' | 'pending';

export interface DepositResultButton {
  /** react-intl id of the button label. */
  readonly labelKey: string;
  readonly next: NavigationIntent;
}

/** What a deposit result page shows (games-and-content.md §2 Deposit screens). */
export interface DepositResultPage {
  readonly type: DepositResultType;
  /** The icon of the outcome. */
  readonly icon: DepositOutcomeKind;
  readonly headerKey: string;
  readonly descriptionKey: string;
  /** Only the -ext pages have a button. */
  readonly button: DepositResultButton | null;
}

/** The deposit tab of the profile. */
export const DEPOSIT_TAB: NavigationIntent = {
  kind: 'open-modal',
  modal: 'profile',
  params: { selectedTab: 'deposit' },
};
const CASINO: NavigationIntent = { kind: 'navigate', to: { name: 'casino' } };

const outcomeOf = (type: DepositResultType): DepositOutcomeKind =>
  type.replace(/-ext$/, '') as DepositOutcomeKind;

function buttonOf(outcome: DepositOutcomeKind, kycVerified: KycStatus): DepositResultButton {
  if (outcome === 'failure') return { labelKey: 'deposit.result.button.tryAgain', next: DEPOSIT_TAB };
  const kyc = outcome === 'success' || outcome === 'pending' ? kycRedirect(kycVerified) : null;
  if (kyc !== null) return { labelKey: 'deposit.result.button.verify', next: kyc };
  return { labelKey: 'deposit.result.button.casino', next: CASINO };
}

/**
 * The icon, header and description of a result page (`deposit.result.<outcome>.header` and
 * `.description`), the same for a type and its -ext variant. The -ext pages add a button: failure →
 * the profile's deposit tab; success or pending of a player whose KYC is NOT_VERIFIED → the kyc tab;
 * otherwise back to the casino.
 */
export function depositResultPage(type: DepositResultType, kycVerified: KycStatus): DepositResultPage {
  const outcome = outcomeOf(type);
  return {
    type,
    icon: outcome,
    headerKey: `deposit.result.${outcome}.header`,
    descriptionKey: `deposit.result.${outcome}.description`,
    button: type.endsWith('-ext') ? buttonOf(outcome, kycVerified) : null,
  };
}
