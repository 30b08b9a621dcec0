import type { BonusAsset } from '@lv-casino/core/bonuses/bonus.ts';
import type { BonusAction } from '@lv-casino/core/bonuses/bonus-actions.rule.ts';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import CatalogueMessage from '../../kernel/catalogue/catalogue-message.tsx';
import type { MessageId } from '../../i18n/message-id.ts';
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
  const keepRef = useRef<HTMLButtonElement>(null);
  const questionId = useId();
  useEffect(() => {
    keepRef.current?.focus();
  }, []);
  return (
    <div className="bonus-actions__confirm" role="group" aria-labelledby={questionId}>
      <p id={questionId} className="bonus-actions__question">
        <FormattedMessage
          id={asset.status === 'ACTIVE' ? 'bonuses.remove.confirmActive' : 'bonuses.remove.confirmAvailable'}
          values={{ name: asset.bonusName }}
        />
      </p>
      <div className="bonus-actions__buttons">
        <button
          type="button"
          className="button button--secondary bonus-actions__danger"
          onClick={() => void store.confirmRemoval(asset)}
        >
          <FormattedMessage id="bonuses.remove.yes" />
        </button>
        <button
          ref={keepRef}
          type="button"
          className="button button--ghost"
          onClick={() => {
            store.cancelRemoval();
          }}
        >
          <FormattedMessage id="bonuses.remove.no" />
        </button>
      </div>
    </div>
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
            <button
              key={action}
              type="button"
              className={`button ${action === 'remove' ? 'button--secondary' : 'button--primary'}`}
              aria-disabled={busy}
              onClick={() => {
                if (!busy) run(action);
              }}
            >
              {running && <span className="spinner" aria-hidden="true" />}
              <FormattedMessage id={running ? LABELS[action].busy : LABELS[action].idle} />{' '}
              <span className="visually-hidden">{asset.bonusName}</span>
            </button>
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
