import type { NavigationIntent } from '@lv-casino/core/routing/navigation-intent.ts';
import type {
  WithdrawAction,
  WithdrawActionKind,
  WithdrawRefusal,
} from '@lv-casino/core/withdraw/withdraw-refusal.rule.ts';
import { FormattedMessage } from 'react-intl';
import CatalogueMessage from '../../kernel/catalogue/catalogue-message.tsx';
import type { MessageId } from '../../i18n/message-id.ts';

const LABELS: Readonly<Record<WithdrawActionKind, MessageId>> = {
  'verify-card': 'profileWithdraw.action.verifyCard',
  'verify-identity': 'profileWithdraw.action.verifyIdentity',
  'see-bets': 'profileWithdraw.action.seeBets',
  deposit: 'profileWithdraw.action.deposit',
};

/** The address of a modal intent relative to the page (`?modal=profile&selectedTab=kyc`), for a real link. */
const hrefOf = (next: NavigationIntent): string | undefined =>
  next.kind === 'open-modal'
    ? `?${new URLSearchParams({ modal: next.modal, ...next.params }).toString()}`
    : undefined;

/**
 * The way on from a refusal (verify the card, a deposit, …): a link to where it leads, followed
 * through the app's navigator so the profile modal switches tab in place.
 */
export function WithdrawActionLink({
  action,
  onFollow,
}: {
  readonly action: WithdrawAction;
  readonly onFollow: (action: WithdrawAction) => void;
}) {
  return (
    <a
      className="profile-withdraw__action"
      href={hrefOf(action.next)}
      onClick={(event) => {
        event.preventDefault();
        onFollow(action);
      }}
    >
      <FormattedMessage id={LABELS[action.kind]} />
    </a>
  );
}

/** A refusal's catalogue text with its action, if it has one (a phrase: its paragraph is the caller's). */
export function RefusalMessage({
  refusal,
  onFollow,
}: {
  readonly refusal: WithdrawRefusal;
  readonly onFollow: (action: WithdrawAction) => void;
}) {
  return (
    <span className="profile-withdraw__refusal">
      <CatalogueMessage id={refusal.error.messageKey} />
      {refusal.action !== null && (
        <>
          {' '}
          <WithdrawActionLink action={refusal.action} onFollow={onFollow} />
        </>
      )}
    </span>
  );
}
