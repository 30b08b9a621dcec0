import type { BonusAsset } from '@lv-casino/core/bonuses/bonus.ts';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router';
import CatalogueMessage from '../../kernel/catalogue/catalogue-message.tsx';
import { useScreenStore } from '../../kernel/container-context.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { BonusAssetStore } from './bonus-asset.store.ts';
import { Button } from '../../ui/button.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { Loading } from '../../ui/loading.tsx';
import '../../ui/dialog-body.css';
import './profile-bonuses.css';

/** The query parameter of the bonus-history modals that names their bonus asset. */
export const BONUS_ASSET_PARAM = 'bonusAssetId';

/**
 * The dialog of a bonus-history modal: the bonus `?bonusAssetId=` names, looked up among the player's
 * bonuses; while it loads a status, an unknown one says so with a close button, a failed search says
 * why with a retry; a found one renders `children(asset)` under its name as the title.
 */
function BonusLookupDialog({
  titleId,
  onClose,
  children,
}: {
  readonly titleId: string;
  readonly onClose: () => void;
  readonly children: (asset: BonusAsset) => ReactNode;
}) {
  const store = useScreenStore(BonusAssetStore);
  const [params] = useSearchParams();
  const param = params.get(BONUS_ASSET_PARAM);
  useEffect(() => {
    store.show(param);
  }, [store, param]);
  const { lookup } = store;
  return (
    <Dialog titleId={titleId} onClose={onClose}>
      <div className="dialog-body" aria-busy={lookup.kind === 'loading'}>
        {lookup.kind === 'found' ? (
          children(lookup.asset)
        ) : (
          <>
            <h2 id={titleId} className="dialog-body__title">
              <FormattedMessage
                id={lookup.kind === 'not-found' ? 'bonuses.modal.notFound.title' : 'bonuses.modal.title'}
              />
            </h2>
            {lookup.kind === 'loading' && (
              <Loading>
                <FormattedMessage id="bonuses.modal.loading" />
              </Loading>
            )}
            {lookup.kind === 'not-found' && (
              <>
                <p className="dialog-body__text">
                  <FormattedMessage id="bonuses.error.notFound" />
                </p>
                <Button block onClick={onClose}>
                  <FormattedMessage id="bonuses.modal.close" />
                </Button>
              </>
            )}
            {lookup.kind === 'failed' && (
              <LoadFailed
                retry={<FormattedMessage id="bonuses.retry" />}
                onRetry={() => {
                  store.retry();
                }}
              >
                <FormattedMessage id="bonuses.modal.loadFailed" /> <CatalogueMessage id={lookup.messageKey} />
              </LoadFailed>
            )}
          </>
        )}
      </div>
    </Dialog>
  );
}

export default observer(BonusLookupDialog);
