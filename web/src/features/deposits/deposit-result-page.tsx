import { usePageHead } from '../../kernel/page-head.ts';
import { depositResultRedirect } from '@lv-casino/core/deposit/deposit-result.rule.ts';
import { formatMinorUnits } from '@lv-casino/core/money/money-format.rule.ts';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { asMessageId } from '../../i18n/message-id.ts';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useLocation } from 'react-router';
import CatalogueMessage from '../../kernel/catalogue/catalogue-message.tsx';
import { useInjection, useScreenStore } from '../../kernel/container-context.ts';
import { IntlStore } from '../../kernel/intl.store.ts';
import { SessionStore } from '../../kernel/session.store.ts';
import { ProviderName } from './deposit-labels.tsx';
import { DepositResultStore } from './deposit-result.store.ts';
import { Button } from '../../ui/button.tsx';
import { Loading } from '../../ui/loading.tsx';
import '../../ui/field.css';
import './deposits.css';

const ICONS = { success: '✓', failure: '✕', cancel: '↺', pending: '…' } as const;

const ResultView = observer(function ResultView({
  pathname,
  search,
}: {
  readonly pathname: string;
  readonly search: string;
}) {
  const store = useScreenStore(DepositResultStore);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    void store.show(pathname, search);
  }, [store, pathname, search]);
  const { state } = store;
  useEffect(() => {
    if (state.kind === 'shown') heading.current?.focus();
  }, [state.kind]);
  if (state.kind === 'loading') {
    return (
      <Loading>
        <FormattedMessage id="deposits.result.loading" />
      </Loading>
    );
  }
  const { page, deposit, cancelError } = state;
  return (
    <section className="deposit-result__card" data-outcome={page.icon} aria-labelledby="deposit-result-title">
      <span className="deposit-result__icon" aria-hidden="true">
        {ICONS[page.icon]}
      </span>
      <h1 id="deposit-result-title" ref={heading} tabIndex={-1} className="deposit-result__title">
        <FormattedMessage id={asMessageId(page.headerKey)} />
      </h1>
      <p className="deposit-result__text">
        <FormattedMessage id={asMessageId(page.descriptionKey)} />
      </p>
      {deposit !== null && (
        <p className="deposit-result__deposit">
          <FormattedMessage
            id="deposits.result.deposit"
            values={{
              amount: formatMinorUnits(deposit.amount, deposit.currency),
              provider: <ProviderName provider={deposit.provider} />,
            }}
          />
        </p>
      )}
      {cancelError !== null && (
        <p className="field__error" role="alert">
          <FormattedMessage id="deposits.result.cancelFailed" /> <CatalogueMessage id={cancelError} />
        </p>
      )}
      {page.button !== null && (
        <Button
          large
          onClick={() => {
            store.follow();
          }}
        >
          <FormattedMessage id={asMessageId(page.button.labelKey)} />
        </Button>
      )}
    </section>
  );
});

/**
 * A deposit result page (games-and-content.md §2 Deposit screens), shown instead of the normal
 * routes: /{lang}/deposit/{type}, /deposit/{type}, /deposit/notification. It waits for the session (a
 * result page is a full page load back from the provider) before it reads the return.
 */
function DepositResultPage() {
  const { pathname, search } = useLocation();
  const intl = useInjection(IntlStore);
  const session = useInjection(SessionStore);
  const formatted = useIntl();
  // A player's own payment: never indexed.
  usePageHead({ title: formatted.formatMessage({ id: 'deposits.result.documentTitle' }), isPrivate: true });
  const redirect = depositResultRedirect(pathname, search, intl.language);
  if (redirect !== null) return <Navigate to={redirect} replace />;
  const settled = session.status !== 'unknown' && session.status !== 'restoring';
  return (
    <div className="page deposit-result">
      {settled ? (
        <ResultView key={`${pathname}${search}`} pathname={pathname} search={search} />
      ) : (
        <Loading>
          <FormattedMessage id="deposits.result.loading" />
        </Loading>
      )}
    </div>
  );
}

export default observer(DepositResultPage);
