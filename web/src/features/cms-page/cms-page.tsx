import { contentRouteOf } from '@lv-casino/core/content/content-route.rule.ts';
import type { MenuLink } from '@lv-casino/core/content/menu-links.rule.ts';
import { isLanguage, type Language } from '@lv-casino/core/routing/language.ts';
import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { useInjection, useScreenStore } from '../../kernel/container-context.ts';
import { IntlStore } from '../../kernel/intl.store.ts';
import { usePageHead } from '../../kernel/page-head.ts';
import { CmsHtml } from '../../kernel/content/cms-html.tsx';
import { CmsPageStore, type CmsPageState, type CmsPlace } from './cms-page.store.ts';
import { CmsLeave } from '../../kernel/content/cms-leave.tsx';
import './cms-page.css';
import '../../ui/pill-list.css';
import '../../ui/article-body.css';

/**
 * The CMS page of a path under `/{lang}` (the page language when it has none): core's content route
 * names the slug and the layout; null when there is nothing to look up.
 */
function placeOf(pathname: string, pageLanguage: Language): CmsPlace | null {
  const [, first = '', ...after] = pathname.split('/');
  const [lang, rest] = isLanguage(first) ? [first, `/${after.join('/')}`] : [pageLanguage, pathname];
  const route = contentRouteOf(rest);
  return route.kind === 'cms' ? { slug: route.slug, layout: route.layout, lang } : null;
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

/** The help page's topics beside it, the one shown marked as the current page. */
function HelpTopics({ topics, current }: { readonly topics: readonly MenuLink[]; readonly current: string }) {
  const intl = useIntl();
  if (topics.length === 0) return null;
  return (
    <nav className="cms-page__topics" aria-label={intl.formatMessage({ id: 'cmsPage.helpTopics' })}>
      <ul className="pill-list">
        {topics.map((topic) => (
          <li key={topic.label}>
            {topic.kind === 'internal' ? (
              <Link to={topic.path} aria-current={topic.path === current ? 'page' : undefined}>
                {topic.label}
              </Link>
            ) : (
              <a href={topic.url} target="_blank" rel="noopener noreferrer">
                {topic.label}
                <span className="visually-hidden">
                  {' '}
                  <FormattedMessage id="cmsPage.opensElsewhere" />
                </span>
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A CMS page by the slug of the path (games-and-content.md §2): its title and sanitised HTML, with
 * its head tags; an unpublished page goes where its redirect says (a path under the language, or
 * another site); no page, or a failed fetch, goes to /404 in the same language. The help page shows
 * its topics beside it; a landing page stores the btag of its query.
 */
function CmsPageView() {
  const location = useLocation();
  const intl = useInjection(IntlStore);
  const store = useScreenStore(CmsPageStore);
  const place = placeOf(location.pathname, intl.language);
  const { slug = null, layout = null, lang = null } = place ?? {};
  useEffect(() => {
    if (slug !== null && layout !== null && lang !== null)
      store.show({ slug, layout, lang }, location.search);
  }, [store, slug, layout, lang, location.search]);
  const headingId = useId();

  // A state of an earlier path is not this one's: the new page is loading.
  const current =
    place !== null &&
    store.place?.slug === place.slug &&
    store.place.layout === place.layout &&
    store.place.lang === place.lang;
  const state: CmsPageState =
    place === null ? { kind: 'not-found' } : current ? store.state : { kind: 'loading' };
  const page = state.kind === 'page' ? state.page : null;
  useHiddenChrome(page?.hideHeader ?? false, page?.hideFooter ?? false);
  usePageHead(current ? store.head : null);

  switch (state.kind) {
    case 'not-found':
    case 'redirect':
      return <CmsLeave destination={state} waiting={<Loading />} />;
    case 'loading':
      return <Loading />;
    case 'page': {
      const article = (
        <article
          className="cms-page__article"
          aria-labelledby={store.showsTitle ? headingId : undefined}
          aria-label={store.showsTitle ? undefined : state.page.title}
        >
          {store.showsTitle && (
            <h1 id={headingId} className="cms-page__title">
              {state.page.title}
            </h1>
          )}
          <CmsHtml className="cms-page__body article-body" html={state.page.content} />
        </article>
      );
      return layout === 'help' ? (
        <div className="page cms-page cms-page--help">
          <HelpTopics topics={store.helpTopics} current={location.pathname} />
          {article}
        </div>
      ) : (
        <div className="page cms-page">{article}</div>
      );
    }
  }
}

export default observer(CmsPageView);
