import type { LimitChange } from '@lv-casino/core/limits/limits-change.ts';
import { formatMinorUnits } from '@lv-casino/core/money/money-format.rule.ts';
import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import CatalogueMessage from '../../kernel/catalogue/catalogue-message.tsx';
import { useInjection } from '../../kernel/container-context.ts';
import type { MessageId } from '../../i18n/message-id.ts';
import type { ModalProps } from '../../kernel/modal-props.ts';
import { SessionStore } from '../../kernel/session.store.ts';
import { Dialog } from '../../ui/dialog.tsx';
import { Notice } from '../../ui/notice.tsx';
import { NoticeStep } from '../../ui/notice-dialog.tsx';
import { Button } from '../../ui/button.tsx';
import { ColumnHeads } from '../../ui/column-heads.tsx';
import '../../ui/dialog-body.css';
import { PlayerProtectionStore } from './player-protection.store.ts';
import './player-protection.css';

/** An amount of a limit: a count for the *_COUNT types, money in minor units otherwise. */
function LimitAmount({ type, amount, currency }: { type: string; amount: number | null; currency: string }) {
  if (amount === null) return <FormattedMessage id="protection.limits.none" />;
  if (type.endsWith('_COUNT'))
    return <FormattedMessage id="protection.limits.count" values={{ count: amount }} />;
  return <>{formatMinorUnits(amount, currency)}</>;
}

const LIMIT_COLUMNS = [
  'protection.limits.type',
  'protection.limits.current',
  'protection.limits.new',
] as const satisfies readonly MessageId[];

function LimitRow({ limit, currency }: { limit: LimitChange; currency: string }) {
  return (
    <tr>
      <th scope="row">
        <FormattedMessage
          id="protection.limits.limitName"
          values={{ type: limit.type, period: limit.period }}
        />
      </th>
      <td>
        <LimitAmount type={limit.type} amount={limit.currentAmount} currency={currency} />
      </td>
      <td>
        <LimitAmount type={limit.type} amount={limit.newAmount} currency={currency} />
      </td>
    </tr>
  );
}

/**
 * socket-limits-changed (account-and-session.md §4 Limits changed): the limit changes waiting for the
 * player, Yes or No; the decision is sent, the pending limits reload either way and the modal closes
 * (a refused confirm call stays open with its message). It cannot be dismissed while a change waits.
 */
function SocketLimitsChangedModal({ onClose }: ModalProps) {
  const store = useInjection(PlayerProtectionStore);
  const session = useInjection(SessionStore);
  const intl = useIntl();
  const titleId = useId();
  const { limits } = store;
  const currency = session.balance?.currency ?? session.user?.currency ?? 'EUR';
  const waiting = limits !== null && limits.status !== 'decided';
  useEffect(() => {
    if (limits?.status === 'decided' && limits.error === null) onClose();
  }, [limits, onClose]);

  return (
    <Dialog titleId={titleId} role="alertdialog" {...(waiting ? {} : { onClose })}>
      <div className="dialog-body">
        <h2 id={titleId} className="dialog-body__title">
          <FormattedMessage id="protection.limits.title" />
        </h2>
        {limits === null ? (
          <NoticeStep
            text={<FormattedMessage id="protection.limits.missing" />}
            actionLabel={<FormattedMessage id="protection.reality.close" />}
            onAction={onClose}
          />
        ) : (
          <>
            <p className="dialog-body__text">
              <CatalogueMessage id="notifications.responsibleGamingChangesApply" />
            </p>
            <div className="limits-changed__table-wrap">
              <table className="limits-changed__table">
                <caption className="limits-changed__caption">
                  {intl.formatMessage({ id: 'protection.limits.caption' })}
                </caption>
                <ColumnHeads columns={LIMIT_COLUMNS} />
                <tbody>
                  {limits.change.limits.map((limit) => (
                    <LimitRow key={`${limit.type}-${limit.period}`} limit={limit} currency={currency} />
                  ))}
                </tbody>
              </table>
            </div>
            {limits.error !== null && (
              <Notice tone="error" role="alert">
                <CatalogueMessage id={limits.error} />
              </Notice>
            )}
            {limits.status === 'sending' && (
              <p className="dialog-body__text" role="status">
                <FormattedMessage id="protection.limits.sending" />
              </p>
            )}
            <div className="protection__actions">
              <Button
                block
                data-autofocus
                disabled={limits.status !== 'open'}
                onClick={() => void store.decideLimits(true)}
              >
                <FormattedMessage id="protection.limits.yes" />
              </Button>
              <Button
                tone="secondary"
                block
                disabled={limits.status !== 'open'}
                onClick={() => void store.decideLimits(false)}
              >
                <FormattedMessage id="protection.limits.no" />
              </Button>
              {limits.status === 'decided' && (
                <Button tone="ghost" block onClick={onClose}>
                  <FormattedMessage id="protection.reality.close" />
                </Button>
              )}
            </div>
          </>
        )}
      </div>
    </Dialog>
  );
}

export default observer(SocketLimitsChangedModal);
