import { parsePromotionsRoute } from '@lv-casino/core/content/promotions.rule.ts';
import { isLanguage, type Language } from '@lv-casino/core/routing/language.ts';
import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { CatalogueLoadFailed, type FailedTexts } from '../../kernel/catalogue/catalogue-load-failed.tsx';
import CatalogueMessage from '../../kernel/catalogue/catalogue-message.tsx';
import { useInjection, useScreenStore } from '../../kernel/container-context.ts';
import { IntlStore } from '../../kernel/intl.store.ts';
import ContentBlockSlot from '../../kernel/content/content-block-slot.tsx';
import { usePageHead, type PageHead } from '../../kernel/page-head.ts';
import { CATEGORY_LABEL } from './category-label.ts';
import { CmsLeave } from '../../kernel/content/cms-leave.tsx';
import { PromotionArticle } from './promotion-article.tsx';
import { PromotionList } from './promotion-list.tsx';
import { PromotionsStore, type PromotionsLocation, type PromotionsState } from './promotions.store.ts';
import './promotions.css';

const decode = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/** The list's failed load: what could not be loaded, and the retry. */
const PROMOTIONS_FAILED: FailedTexts = { failed: 'promotions.loadFailed', retry: 'promotions.retry' };

/**
 * The language of a path under `/{lang}` (the page's language when it has none) and the segment
 * after `/promotions` (null for the list of every promotion).
 */
function placeOf(pathname: string, pageLanguage: Language): PromotionsLocation {
  const [, first = '', ...rest] = pathname.split('/');
  const lang = isLanguage(first) ? first : pageLanguage;
  const after = (isLanguage(first) ? rest : [first, ...rest]).slice(1).filter((part) => part !== '');
  return { lang, segment: after.length === 0 ? null : decode(after.join('/')) };
}

/**
 * The document head: a promotion's title, description and canonical address; on a list "Promotions"
 * (with the category's name); nothing new while loading.
 */
function useHead(state: PromotionsState, promotion: PageHead | null, shown: boolean): void {
  const intl = useIntl();
  let head: PageHead | null = null;
  if (!shown || state.kind === 'loading' || state.kind === 'redirect' || state.kind === 'not-found')
    head = null;
  else if (state.kind === 'promotion') head = promotion;
  else if (state.kind === 'list' && state.selected !== null) {
    const category = intl.formatMessage({ id: CATEGORY_LABEL[state.selected] });
    head = {
      title: intl.formatMessage({ id: 'promotions.categoryTitle' }, { category }),
      description: intl.formatMessage({ id: 'promotions.description' }),
    };
  } else {
    head = {
      title: intl.formatMessage({ id: 'promotions.title' }),
      description: intl.formatMessage({ id: 'promotions.description' }),
    };
  }
  usePageHead(head);
}

/** The list pages: the heading, what the state shows, and the CMS's PROMOTIONS_SEO text below. */
function ListPage({ children }: { readonly children: ReactNode }) {
  return (
    <div className="page promo-page">
      <h1 className="promo-page__title">
        <FormattedMessage id="promotions.title" />
      </h1>
      {children}
      <ContentBlockSlot blockKey="PROMOTIONS_SEO" variant="seo" />
    </div>
  );
}

function Loading() {
  return (
    <p className="promo-notice" role="status">
      <span className="spinner" aria-hidden="true" />
      <FormattedMessage id="promotions.loading" />
    </p>
  );
}

/**
 * /{lang}/promotions and /{lang}/promotions/{categoryOrPromoPage} (games-and-content.md §2
 * Promotions): the promotions with their category tabs, the empty message, a failure with a retry;
 * or one promotion by its slug (a missing one goes to /404, an unpublished one where it redirects).
 */
function PromotionsPage() {
  const { pathname } = useLocation();
  const intl = useInjection(IntlStore);
  const store = useScreenStore(PromotionsStore);
  const { lang, segment } = placeOf(pathname, intl.language);
  useEffect(() => {
    store.show(segment, lang);
  }, [store, segment, lang]);

  const current = store.location?.segment === segment && store.location.lang === lang;
  const route = parsePromotionsRoute(segment);
  // A list of the same language stays (busy) while another category's loads; anything else waits.
  const keep = store.state.kind === 'list' && store.location?.lang === lang && route.kind !== 'promotion';
  const state: PromotionsState = current || keep ? store.state : { kind: 'loading' };
  const busy = keep && (!current || store.busy);
  useHead(state, store.head, current && !store.busy);

  switch (state.kind) {
    case 'not-found':
    case 'redirect':
      return <CmsLeave destination={state} waiting={<Loading />} />;
    case 'promotion':
      return <PromotionArticle page={state.page} lang={lang} />;
    case 'loading':
      return route.kind === 'promotion' ? (
        <div className="page promo-page">
          <Loading />
        </div>
      ) : (
        <ListPage>
          <Loading />
        </ListPage>
      );
    case 'empty':
      return (
        <ListPage>
          <p className="promo-notice" role="status">
            <CatalogueMessage id={state.messageKey} />
          </p>
        </ListPage>
      );
    case 'failed':
      return (
        <ListPage>
          <CatalogueLoadFailed error={state.error} texts={PROMOTIONS_FAILED} source={store} />
        </ListPage>
      );
    case 'list': {
      const selected = route.kind === 'category' ? route.category : null;
      return (
        <ListPage>
          <PromotionList
            lang={lang}
            promotions={state.promotions}
            categories={state.categories}
            selected={selected}
            busy={busy}
          />
        </ListPage>
      );
    }
  }
}

export default observer(PromotionsPage);
