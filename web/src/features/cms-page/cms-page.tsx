import { isLanguage, type Language } from '@lv-casino/core/routing/language.ts';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useInjection, useScreenStore } from '../../app/container-context.ts';
import { IntlStore } from '../../app/intl.store.ts';
import { NOT_FOUND_PATH } from '../../app/route-resolver.tsx';
import { CMS_CONTENT } from '../../ui/sanitise-html.ts';
import { SanitisedHtml } from '../../ui/sanitised-html.tsx';
import { CmsPageStore, type CmsPageHead, type CmsPageState } from './cms-page.store.ts';
import { LeaveForUrl } from './leave-for-url.ts';
import './cms-page.css';

/** The language of a path under `/{lang}` and the path after it (the page language when it has none). */
function placeOf(
  pathname: string,
  pageLanguage: Language,
): { readonly lang: Language; readonly rest: string } {
  const [, first = '', ...rest] = pathname.split('/');
  return isLanguage(first)
    ? { lang: first, rest: `/${rest.join('/')}` }
    : { lang: pageLanguage, rest: pathname };
}

/**
 * Hides the site header and footer while a page that asks for it shows (the app shell stays as it
 * is: attributes on `<html>` that this feature's stylesheet reads).
 */
function useHiddenChrome(hideHeader: boolean, hideFooter: boolean): void {
  useEffect(() => {
    const root = document.documentElement;
    if (hideHeader) root.setAttribute('data-hide-header', '');
    if (hideFooter) root.setAttribute('data-hide-footer', '');
    return () => {
      root.removeAttribute('data-hide-header');
      root.removeAttribute('data-hide-footer');
    };
  }, [hideHeader, hideFooter]);
}

/** The page's title before the site's in the document title while it shows. */
function useDocumentTitle(title: string | null): void {
  const intl = useIntl();
  useEffect(() => {
    if (title === null) return;
    const site = intl.formatMessage({ id: 'app.title' });
    document.title = intl.formatMessage({ id: 'cmsPage.documentTitle' }, { page: title, site });
    return () => {
      document.title = site;
    };
  }, [title, intl]);
}

/** Leaves for another site once the state says so. */
function useExternalRedirect(state: CmsPageState): void {
  const leave = useInjection<LeaveForUrl>(LeaveForUrl);
  const url = state.kind === 'redirect' && state.external ? state.to : null;
  useEffect(() => {
    if (url !== null) leave(url);
  }, [url, leave]);
}

/** The description, canonical address and robots of the page (React hoists them into `<head>`). */
function HeadTags({ head }: { readonly head: CmsPageHead }) {
  return (
    <>
      {head.description !== null && <meta name="description" content={head.description} />}
      {head.canonical !== null && <link rel="canonical" href={head.canonical} />}
      <meta name="robots" content={head.robots} />
    </>
  );
}

function Loading() {
  return (
    <div className="page cms-page">
      <p className="cms-page__status" role="status">
        <span className="spinner" aria-hidden="true" />
        <FormattedMessage id="cmsPage.loading" />
      </p>
    </div>
  );
}

/**
 * A CMS page by the slug of the path (games-and-content.md §2): its title and sanitised HTML, with
 * its head tags; an unpublished page goes where its redirect says (a path under the language, or
 * another site); no page, or a failed fetch, goes to /404 in the same language.
 */
function CmsPageView() {
  const location = useLocation();
  const intl = useInjection(IntlStore);
  const store = useScreenStore(CmsPageStore);
  const { lang, rest } = placeOf(location.pathname, intl.language);
  useEffect(() => {
    store.show(rest, lang);
  }, [store, rest, lang]);
  const navigate = useNavigate();
  const follow = useCallback(
    (path: string) => {
      void navigate(path);
    },
    [navigate],
  );
  const headingId = useId();

  // A state of an earlier path is not this one's: the new page is loading.
  const current = store.location?.rest === rest && store.location.lang === lang;
  const state: CmsPageState = current ? store.state : { kind: 'loading' };
  const page = state.kind === 'page' ? state.page : null;
  useHiddenChrome(page?.hideHeader ?? false, page?.hideFooter ?? false);
  useDocumentTitle(page?.title ?? null);
  useExternalRedirect(state);

  const { head } = store;
  switch (state.kind) {
    case 'not-found':
      return <Navigate replace to={NOT_FOUND_PATH} />;
    case 'redirect':
      return state.external ? <Loading /> : <Navigate replace to={state.to} />;
    case 'loading':
      return <Loading />;
    case 'page':
      return (
        <article className="page cms-page" aria-labelledby={headingId}>
          {head !== null && <HeadTags head={head} />}
          <h1 id={headingId} className="cms-page__title">
            {state.page.title}
          </h1>
          <SanitisedHtml
            className="cms-page__body"
            html={state.page.content}
            policy={CMS_CONTENT}
            onSitePath={follow}
          />
        </article>
      );
  }
}

export default observer(CmsPageView);
