import {
  isBingoView,
  sportsbookVersion,
  type SportsbookInnerRoute,
} from '@lv-casino/core/content/sportsbook.rule.ts';
import { isLanguage, type Language } from '@lv-casino/core/routing/language.ts';
import {
  innerRouteHash,
  SPORTSBOOK_INNER_ROUTES,
} from '@lv-casino/core/sportsbook/sportsbook-widget.rule.ts';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { useInjection, useScreenStore } from '../../kernel/container-context.ts';
import { IntlStore } from '../../kernel/intl.store.ts';
import { usePageHead } from '../../kernel/page-head.ts';
import { asMessageId, type MessageId } from '../../i18n/message-id.ts';
import { SportsbookBanners } from './sportsbook-banners.tsx';
import { SportsbookStore } from './sportsbook.store.ts';
import { WidgetFrame } from './widget-frame.tsx';
import './sportsbook.css';
import '../../ui/pill-list.css';

/** The CMS block above the widget: a chunk loaded after the page's first paint. */
const ContentBlockSlot = lazy(() => import('../../kernel/content/content-block-slot.tsx'));

/** The page language: the path's first segment (the app's language when it names none). */
function languageOf(pathname: string, pageLanguage: Language): Language {
  const [, first = ''] = pathname.split('/');
  return isLanguage(first) ? first : pageLanguage;
}

/** The heading of a path's version: prelive (sport-betting), live, virtuals. */
function titleIdOf(pathname: string): MessageId {
  switch (sportsbookVersion(pathname)) {
    case 'live':
      return 'sportsbook.title.live';
    case 'virtuals':
      return 'sportsbook.title.virtuals';
    default:
      return 'sportsbook.title.prelive';
  }
}

const SECTION_IDS: Readonly<Record<SportsbookInnerRoute, MessageId>> = {
  overview: 'sportsbook.section.overview',
  live: 'sportsbook.section.live',
  virtual: 'sportsbook.section.virtual',
};

/**
 * The bingo view shows the widget alone: without the site's header and footer (an attribute on
 * `<html>` that this feature's stylesheet reads) while it shows.
 */
function useBingoView(bingo: boolean): void {
  useEffect(() => {
    if (!bingo) return;
    const root = document.documentElement;
    root.setAttribute('data-sportsbook-bingo', '');
    return () => {
      root.removeAttribute('data-sportsbook-bingo');
    };
  }, [bingo]);
}

function Loading() {
  return (
    <p className="sportsbook__status" role="status">
      <span className="spinner" aria-hidden="true" />
      <FormattedMessage id="sportsbook.loading" />
    </p>
  );
}

function Failed({ onRetry }: { readonly onRetry: () => void }) {
  return (
    <div className="sportsbook__message" role="alert">
      <p>
        <FormattedMessage id="sportsbook.failed" />
      </p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        <FormattedMessage id="sportsbook.retry" />
      </button>
    </div>
  );
}

/** Links to the inner routes (#/overview, #/live, #/virtual); the one shown is marked current. */
const SectionLinks = observer(function SectionLinks({ store }: { readonly store: SportsbookStore }) {
  const intl = useIntl();
  const location = useLocation();
  return (
    <nav className="sportsbook__sections" aria-label={intl.formatMessage({ id: 'sportsbook.sections' })}>
      <ul className="pill-list">
        {SPORTSBOOK_INNER_ROUTES.map((route) => (
          <li key={route}>
            <Link
              className="sportsbook__section"
              to={{ pathname: location.pathname, search: location.search, hash: innerRouteHash(route) }}
              aria-current={store.innerRoute === route ? 'page' : undefined}
            >
              <FormattedMessage id={SECTION_IDS[route]} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
});

/** The widget in its frame, with what shows while it loads or after it failed. */
const Widget = observer(function Widget({
  store,
  title,
}: {
  readonly store: SportsbookStore;
  readonly title: string;
}) {
  const intl = useIntl();
  const { init, frameStatus } = store;
  return (
    <>
      {store.tokenErrorKey !== null && (
        <div className="sportsbook__note" role="alert">
          <p>
            <FormattedMessage id="sportsbook.tokenFailed" />
          </p>
          <p>
            <FormattedMessage id={asMessageId(store.tokenErrorKey)} />
          </p>
        </div>
      )}
      {(init === null || frameStatus === 'loading') && <Loading />}
      {frameStatus === 'error' && <Failed onRetry={store.retry} />}
      {init !== null && (
        <WidgetFrame
          key={store.frameKey}
          init={init}
          title={intl.formatMessage({ id: 'sportsbook.frameTitle' }, { page: title })}
          hidden={frameStatus === 'error'}
          onReady={store.frameReady}
          onError={store.frameFailed}
        />
      )}
    </>
  );
});

/**
 * A sportsbook widget page, /{lang}/sport-betting, -live and -virtuals (games-and-content.md §2
 * Sportsbook widget pages): its heading, the ALTENAR_SPORT_CENTER_BANNER block, links to the inner
 * routes, the configuration's banners that load, and the widget in its sandboxed frame; or the
 * maintenance, disabled or forbidden-country message of core's page status; a failed load says so with
 * a retry. The bingo view (?bingoIframe) shows the widget alone, filling the page.
 */
function SportsbookPage() {
  const location = useLocation();
  const intl = useIntl();
  const { language } = useInjection(IntlStore);
  const store = useScreenStore(SportsbookStore);
  const lang = languageOf(location.pathname, language);
  const { pathname, hash } = location;
  useEffect(() => {
    store.show({ lang, pathname });
  }, [store, lang, pathname]);
  useEffect(() => {
    store.showHash(hash);
  }, [store, hash]);
  const bingo = isBingoView(location.search);
  useBingoView(bingo);
  const title = intl.formatMessage({ id: titleIdOf(pathname) });
  usePageHead({ title });
  const headingId = useId();
  const { page } = store;

  return (
    <section className={`page sportsbook${bingo ? ' sportsbook--bingo' : ''}`} aria-labelledby={headingId}>
      <h1 id={headingId} className={bingo ? 'visually-hidden' : 'sportsbook__title'}>
        {title}
      </h1>
      {!bingo && (
        <Suspense fallback={null}>
          <ContentBlockSlot blockKey="ALTENAR_SPORT_CENTER_BANNER" variant="banner" />
        </Suspense>
      )}
      {(page.kind === 'loading' || page.kind === 'left') && <Loading />}
      {page.kind === 'unavailable' && (
        <p className="sportsbook__notice" role="status">
          <FormattedMessage id={asMessageId(page.messageKey)} />
        </p>
      )}
      {page.kind === 'failed' && <Failed onRetry={store.retry} />}
      {page.kind === 'ready' && (
        <>
          {!bingo && <SectionLinks store={store} />}
          {!bingo && <SportsbookBanners urls={page.widget.banners} />}
          <Widget store={store} title={title} />
        </>
      )}
    </section>
  );
}

export default observer(SportsbookPage);
