import type { BonusAsset } from '@lv-casino/core/bonuses/bonus.ts';
import type { BonusAction } from '@lv-casino/core/bonuses/bonus-actions.rule.ts';
import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import CatalogueMessage from '../../kernel/catalogue/catalogue-message.tsx';
import type { MessageId } from '../../i18n/message-id.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmStep } from '../../ui/confirm-step.tsx';
import type { ProfileBonusesStore } from './profile-bonuses.store.ts';

const LABELS: Readonly<Record<BonusAction, { readonly idle: MessageId; readonly busy: MessageId }>> = {
  claim: { idle: 'bonuses.action.claim', busy: 'bonuses.action.claiming' },
  remove: { idle: 'bonuses.action.remove', busy: 'bonuses.action.removing' },
  release: { idle: 'bonuses.action.release', busy: 'bonuses.action.releasing' },
};

const FAILED: Readonly<Record<BonusAction, MessageId>> = {
  claim: 'bonuses.failed.claim',
  remove: 'bonuses.failed.remove',
  release: 'bonuses.failed.release',
};

/** The question before a removal, with its two answers; the focus starts on "keep". */
const RemovalConfirmation = observer(function RemovalConfirmation({
  store,
  asset,
}: {
  readonly store: ProfileBonusesStore;
  readonly asset: BonusAsset;
}) {
  return (
    <ConfirmStep
      className="bonus-actions__confirm"
      question={
        <FormattedMessage
          id={asset.status === 'ACTIVE' ? 'bonuses.remove.confirmActive' : 'bonuses.remove.confirmAvailable'}
          values={{ name: asset.bonusName }}
        />
      }
      confirm={<FormattedMessage id="bonuses.remove.yes" />}
      confirmTone="secondary"
      confirmClassName="bonus-actions__danger"
      cancel={<FormattedMessage id="bonuses.remove.no" />}
      cancelTone="ghost"
      focus="cancel"
      onConfirm={() => void store.confirmRemoval(asset)}
      onCancel={() => {
        store.cancelRemoval();
      }}
    />
  );
});

/**
 * The actions a bonus's state offers (claim, remove, release), each a button named with the bonus; the
 * one under way shows a spinner and its busy label, and the others of the bonus wait. A removal asks
 * first. A failed action says why under the buttons (role="alert").
 */
function BonusActions({ store, asset }: { readonly store: ProfileBonusesStore; readonly asset: BonusAsset }) {
  const actions = store.actionsOf(asset);
  const feedback = store.feedback[asset.bonusAssetId];
  const busy = feedback?.phase === 'busy';
  if (store.confirmingRemoval === asset.bonusAssetId)
    return <RemovalConfirmation store={store} asset={asset} />;
  if (actions.length === 0 && feedback === undefined) {
    return (
      <span className="bonus-actions__none">
        <FormattedMessage id="bonuses.action.none" />
      </span>
    );
  }
  const run = (action: BonusAction): void => {
    if (action === 'claim') void store.claim(asset);
    else if (action === 'release') void store.release(asset);
    else store.askRemoval(asset);
  };
  return (
    <div className="bonus-actions">
      <div className="bonus-actions__buttons">
        {actions.map((action) => {
          const running = busy && feedback.action === action;
          return (
            <Button
              key={action}
              tone={action === 'remove' ? 'secondary' : 'primary'}
              aria-disabled={busy}
              busy={running}
              onClick={() => {
                if (!busy) run(action);
              }}
            >
              <FormattedMessage id={running ? LABELS[action].busy : LABELS[action].idle} />{' '}
              <span className="visually-hidden">{asset.bonusName}</span>
            </Button>
          );
        })}
      </div>
      {feedback?.phase === 'failed' && (
        <p className="bonus-actions__error" role="alert">
          <FormattedMessage id={FAILED[feedback.action]} />{' '}
          {feedback.messageKey.startsWith('bonuses.') ? (
            <FormattedMessage id={feedback.messageKey as MessageId} />
          ) : (
            <CatalogueMessage id={feedback.messageKey} />
          )}
        </p>
      )}
    </div>
  );
}

export default observer(BonusActions);
