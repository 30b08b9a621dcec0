import type { CmsPage } from '@lv-casino/core/content/content.ts';
import { robotsMeta } from '@lv-casino/core/content/robots.rule.ts';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { canonicalPathOf, useCanonicalLink } from './canonical-link.ts';
import { SITE_ENVIRONMENT } from './site-environment.ts';

/** What a page puts in the document head while it shows. */
export interface PageHead {
  /** The page's own title, shown before the site's; null for the site's alone. */
  readonly title: string | null;
  /** The page's description for search results and link previews; null keeps the site's. */
  readonly description?: string | null;
  /**
   * The page's canonical address when it names its own (a CMS page's canonicalUrl); otherwise a public
   * page's is its own path in its language on the site's origin, without the query. A private page
   * has none.
   */
  readonly canonical?: string | null;
  /**
   * A private page (a player's own, or reached by a personal link) is never indexed; a public page is
   * indexed on the live site only (games-and-content.md §9 robots).
   */
  readonly isPrivate?: boolean;
  /** A robots value the page's content asks for (a CMS page's metaRobots), used on the live site only. */
  readonly robots?: string | null;
}

/** The head of a CMS page (a page by slug, a promotion): its own title, description, canonical and robots. */
export const cmsPageHead = (page: CmsPage): PageHead => ({
  title: page.title,
  description: page.metaDescription,
  canonical: page.canonicalUrl,
  robots: page.metaRobots,
});

function meta(name: string): HTMLMetaElement {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (element === null) {
    element = document.createElement('meta');
    element.name = name;
    document.head.append(element);
  }
  return element;
}

const blankToNull = (value: string | null | undefined): string | null =>
  value === undefined || value === null || value.trim() === '' ? null : value.trim();

/**
 * Puts a page's title, description, canonical address and robots in the document head while the
 * page shows (`head` null: nothing yet, e.g. while it loads), and puts the site's back when it goes.
 * Runs after the app's own language effect, so a language change keeps the page's title.
 */
export function usePageHead(head: PageHead | null): void {
  const intl = useIntl();
  const { pathname } = useLocation();
  const title = head === null ? undefined : head.title;
  const description = blankToNull(head?.description);
  const isPrivate = head?.isPrivate ?? false;
  useCanonicalLink(
    head === null ? undefined : isPrivate ? null : (blankToNull(head.canonical) ?? canonicalPathOf(pathname)),
  );
  const asked = blankToNull(head?.robots);
  useEffect(() => {
    if (title === undefined) return;
    const site = intl.formatMessage({ id: 'app.title' });
    const descriptionMeta = meta('description');
    const robotsElement = meta('robots');
    const before = { description: descriptionMeta.content, robots: robotsElement.content };
    document.title = title === null ? site : `${title} | ${site}`;
    if (description !== null) descriptionMeta.content = description;
    const fallback = robotsMeta({ isPrivate }, SITE_ENVIRONMENT);
    robotsElement.content = !isPrivate && SITE_ENVIRONMENT === 'live' ? (asked ?? fallback) : fallback;
    return () => {
      document.title = site;
      descriptionMeta.content = before.description;
      robotsElement.content = before.robots;
    };
  }, [intl, title, description, isPrivate, asked]);
}
