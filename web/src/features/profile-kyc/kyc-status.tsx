import type { KycStatusView } from '@lv-casino/core/kyc/kyc-status.rule.ts';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/message-id.ts';
import type { ProfileKycStore } from './profile-kyc.store.ts';

interface Explanation {
  readonly label: MessageId;
  readonly text: MessageId;
  readonly tone: 'success' | 'warning' | 'info';
}

const explanationOf = (status: KycStatusView): Explanation => {
  switch (status.kind) {
    case 'verified':
      return {
        label: 'profileKyc.status.verified',
        text: 'profileKyc.status.verified.text',
        tone: 'success',
      };
    case 'waiting':
      return { label: 'profileKyc.status.waiting', text: 'profileKyc.status.waiting.text', tone: 'info' };
    case 'not-verified':
      return {
        label: 'profileKyc.status.notVerified',
        text:
          status.reason === 'NEW_PAYMENT_METHOD'
            ? 'profileKyc.status.newPaymentMethod.text'
            : 'profileKyc.status.notVerified.text',
        tone: 'warning',
      };
  }
};

/**
 * The player's verification as the session's user has it (account-and-session.md §3 kycVerified and
 * kycNotVerifiedReason): a label and what it means for the player. It is a live region, so a change
 * pushed by a KYC notification is announced without a reload.
 */
export const KycStatus = observer(function KycStatus({ store }: { readonly store: ProfileKycStore }) {
  const titleId = useId();
  const { status } = store;
  if (status === null) return null;
  const explanation = explanationOf(status);
  return (
    <section className="profile-kyc__section" aria-labelledby={titleId}>
      <h3 id={titleId} className="profile-kyc__heading">
        <FormattedMessage id="profileKyc.status.title" />
      </h3>
      <div className="profile-kyc__status" data-tone={explanation.tone} role="status">
        <p className="profile-kyc__status-label">
          <FormattedMessage id={explanation.label} />
        </p>
        <p className="profile-kyc__status-text">
          <FormattedMessage id={explanation.text} />
        </p>
      </div>
    </section>
  );
});
