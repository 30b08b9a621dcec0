import { usePageHead } from '../../kernel/page-head.ts';
import { resolveDepositResult } from '@lv-casino/core/deposit/deposit-result.rule.ts';
import { formatMinorUnits } from '@lv-casino/core/money/money-format.rule.ts';
import { parseQuery } from '@lv-casino/core/routing/query-string.rule.ts';
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

const PATH = /^(?:\/([a-z]{2}))?\/deposit\/([^/?#]+)\/?$/;
const ICONS = { success: '✓', failure: '✕', cancel: '↺', pending: '…' } as const;

/**
 * Where a result location should be shown instead, or null when it is right: the page the provider's
 * return query names (status, result, canceled, pending, token) replaces /deposit/notification or a
 * path that says otherwise, keeping only the transaction's id; a location that names no page goes to
 * /404.
 */
export function depositResultRedirect(pathname: string, search: string, language: string): string | null {
  const match = PATH.exec(pathname);
  const type = resolveDepositResult(pathname, search);
  if (match === null || type === null) return '/404';
  if (match[2] === type) return null;
  const id = parseQuery(search).get('paymentTransactionId');
  const query = id === undefined ? '' : `?${new URLSearchParams({ paymentTransactionId: id }).toString()}`;
  return `/${match[1] ?? language}/deposit/${type}${query}`;
}

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
