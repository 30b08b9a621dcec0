import {
  LIMIT_GROUPS,
  LIMIT_KINDS,
  limitKindsOf,
  type LimitGroup,
  type LimitKind,
} from '@lv-casino/core/limits/limit-kinds.rule.ts';
import type { PendingLimit } from '@lv-casino/core/limits/limit-settings.ts';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import CatalogueMessage from '../../kernel/catalogue/catalogue-message.tsx';
import { useScreenStore } from '../../kernel/container-context.ts';
import { Intro } from '../../ui/intro.tsx';
import { localDateTime } from '../../ui/local-time.ts';
import { Button } from '../../ui/button.tsx';
import { LiveNotice } from '../../ui/notice.tsx';
import { LimitAmount } from './limit-amount.tsx';
import { LimitKindForm } from './limit-kind-form.tsx';
import { LimitsTabStore } from './limits-tab.store.ts';
import { RealityCheckSettings } from './reality-check-settings.tsx';
import { LoadedTab, TabGroup } from './tab-parts.tsx';
import './responsible-gaming.css';

/** A kind's amounts in force by period, with what the period has used and any change waiting. */
const KindValues = observer(function KindValues({
  store,
  kind,
}: {
  readonly store: LimitsTabStore;
  readonly kind: LimitKind;
}) {
  return (
    <dl className="rg__values">
      {kind.periods.map((period) => {
        const limit = store.limitOf(kind.type, period);
        const pending = store.pendingOf(kind.type, period);
        return (
          <div key={period} className="rg__value">
            <dt>
              <FormattedMessage id={`rg.period.${period}`} />
            </dt>
            <dd>
              <span className={limit === null ? 'rg__amount rg__amount--none' : 'rg__amount'}>
                <LimitAmount unit={kind.unit} amount={limit?.amount ?? null} currency={store.currency} />
              </span>
              {limit !== null && period !== 'ONCE' && (
                <span className="rg__used">
                  <FormattedMessage
                    id="rg.value.used"
                    values={{
                      amount: (
                        <LimitAmount unit={kind.unit} amount={limit.usedAmount} currency={store.currency} />
                      ),
                    }}
                  />
                </span>
              )}
              {pending !== null && (
                <span className="rg__pending-badge">
                  <FormattedMessage
                    id="rg.value.pending"
                    values={{
                      amount: (
                        <LimitAmount unit={kind.unit} amount={pending.newAmount} currency={store.currency} />
                      ),
                    }}
                  />
                </span>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
});

/** One limit kind: its name, its amounts, and the button that opens its form (one form at a time). */
const KindItem = observer(function KindItem({
  store,
  kind,
}: {
  readonly store: LimitsTabStore;
  readonly kind: LimitKind;
}) {
  const titleId = useId();
  const changeRef = useRef<HTMLButtonElement>(null);
  const editing = store.edit?.kind.type === kind.type ? store.edit : null;
  const wasEditing = useRef(false);
  useEffect(() => {
    // Back on the kind's button when its form closes (saved or cancelled).
    if (wasEditing.current && editing === null) changeRef.current?.focus();
    wasEditing.current = editing !== null;
  }, [editing]);
  return (
    <li className={editing === null ? 'rg__kind' : 'rg__kind rg__kind--editing'}>
      <div className="rg__kind-head">
        <h4 id={titleId} className="rg__kind-title">
          <FormattedMessage id={`rg.kind.${kind.type}`} />
        </h4>
        {editing === null && (
          <Button
            ref={changeRef}
            tone="secondary"
            className="rg__change"
            aria-describedby={titleId}
            disabled={store.load.kind !== 'ready'}
            onClick={() => {
              store.startEdit(kind.type);
            }}
          >
            <FormattedMessage id="rg.kind.change" />
          </Button>
        )}
      </div>
      {editing === null ? (
        <KindValues store={store} kind={kind} />
      ) : (
        <LimitKindForm store={store} edit={editing} titleId={titleId} />
      )}
    </li>
  );
});

const GroupSection = observer(function GroupSection({
  store,
  group,
}: {
  readonly store: LimitsTabStore;
  readonly group: LimitGroup;
}) {
  return (
    <TabGroup title={<FormattedMessage id={`rg.group.${group}`} />}>
      <ul className="rg__kinds">
        {limitKindsOf(group).map((kind) => (
          <KindItem key={kind.type} store={store} kind={kind} />
        ))}
      </ul>
    </TabGroup>
  );
});

/** A change waiting: from what to what, when it can apply, and the player's answer to it. */
const PendingItem = observer(function PendingItem({
  store,
  pending,
}: {
  readonly store: LimitsTabStore;
  readonly pending: PendingLimit;
}) {
  const kind = LIMIT_KINDS.find((k) => k.type === pending.type);
  if (kind === undefined) return null;
  const answer = store.answer?.uniqueId === pending.uniqueId ? store.answer : null;
  const busy = answer?.busy === true;
  const due = store.awaitsAnswer(pending);
  return (
    <li className="rg__pending">
      <p className="rg__pending-what">
        <FormattedMessage
          id="rg.pending.what"
          values={{
            kind: <FormattedMessage id={`rg.kind.${pending.type}`} />,
            period: <FormattedMessage id={`rg.period.${pending.period}`} />,
          }}
        />{' '}
        <LimitAmount unit={kind.unit} amount={pending.currentAmount} currency={store.currency} /> →{' '}
        <strong>
          <LimitAmount unit={kind.unit} amount={pending.newAmount} currency={store.currency} />
        </strong>
      </p>
      <p className="rg__hint">
        <FormattedMessage
          id={due ? 'rg.pending.due' : 'rg.pending.waiting'}
          values={{ date: localDateTime(Date.parse(pending.effectiveFrom)) }}
        />
      </p>
      <div className="rg__actions">
        {due && (
          <Button aria-disabled={busy} onClick={() => void store.answerPending(pending, true)}>
            <FormattedMessage id="rg.pending.confirm" />
          </Button>
        )}
        <Button tone="secondary" busy={busy} onClick={() => void store.answerPending(pending, false)}>
          <FormattedMessage id={due ? 'rg.pending.keep' : 'rg.pending.withdraw'} />
        </Button>
      </div>
      {answer?.refusal != null && (
        <p className="rg__error" role="alert">
          <FormattedMessage id="rg.pending.refused" /> <CatalogueMessage id={answer.refusal.messageKey} />
        </p>
      )}
    </li>
  );
});

const PendingSection = observer(function PendingSection({ store }: { readonly store: LimitsTabStore }) {
  const pending = store.settings?.pending ?? [];
  if (pending.length === 0) return null;
  return (
    <TabGroup
      className="rg__group--pending"
      title={<FormattedMessage id="rg.pending.title" values={{ count: pending.length }} />}
    >
      <ul className="rg__kinds">
        {pending.map((item) => (
          <PendingItem key={item.uniqueId} store={store} pending={item} />
        ))}
      </ul>
    </TabGroup>
  );
});

/** What the last save did, announced: how many changes applied now, how many wait. */
const SavedStatus = observer(function SavedStatus({ store }: { readonly store: LimitsTabStore }) {
  const { saved } = store;
  const now = saved?.filter((change) => change.applies === 'now').length ?? 0;
  return (
    <LiveNotice role="status">
      {saved !== null && <FormattedMessage id="rg.saved" values={{ now, later: saved.length - now }} />}
    </LiveNotice>
  );
});

/**
 * The limits tab of the profile (account-and-session.md §3 limit kinds, §5 limit values; shown when
 * responsibleGamingLimitsEnabled): the changes waiting for their cooling period, every limit kind by
 * group with its amounts in force, and the reality-check settings. Rendered inside the profile's tab
 * panel, whose `<h2>` names the tab.
 */
function LimitsTab() {
  const store = useScreenStore(LimitsTabStore);
  return (
    <LoadedTab source={store} loadingId="rg.loading" failedId="rg.loadFailed">
      <Intro text="rg.intro" className="rg__intro" />
      <SavedStatus store={store} />
      <PendingSection store={store} />
      {LIMIT_GROUPS.map((group) => (
        <GroupSection key={group} store={store} group={group} />
      ))}
      {store.realityCheckEnabled && <RealityCheckSettings store={store.realityCheck} />}
    </LoadedTab>
  );
}

export default observer(LimitsTab);
