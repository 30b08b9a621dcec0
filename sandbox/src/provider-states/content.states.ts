import { cmsPagesSeed } from '../content/cms-pages.seed.ts';
import {
  cmsMenus,
  contentBlocks,
  type CmsMenuKey,
  type ContentBlockKey,
} from '../content/content-blocks.seed.ts';
import type { Locale } from '../content/cms-page.ts';
import { UnsubscribeStore } from '../content/unsubscribe.store.ts';
import type { ProviderStates } from './provider-state.ts';

/** A text parameter of a provider state; a missing one is a mistake in the pact and throws. */
function text(parameters: unknown, name: string): string {
  const value = (parameters as Readonly<Record<string, unknown>> | undefined)?.[name];
  if (typeof value !== 'string') throw new Error(`the provider state needs the text parameter "${name}"`);
  return value;
}

/** Throws when the sandbox's seed no longer has what an interaction relies on. */
function expectSeed(holds: boolean, what: string): Promise<void> {
  if (!holds) throw new Error(`the sandbox's seed no longer has ${what}`);
  return Promise.resolve();
}

const blockOf = (parameters: unknown) => {
  const key = text(parameters, 'key') as ContentBlockKey;
  const locale = text(parameters, 'locale') as Locale;
  return { key, locale, block: contentBlocks[key][locale] };
};

/**
 * States of the CMS interactions (games-and-content.md §7 CMS and content). Pages and content blocks
 * are the sandbox's deterministic seed, so these states check what the pacts rely on and fail loudly
 * when the seed changes; the unsubscribe state checks that the link names a seeded player.
 */
export const contentStates: ProviderStates = (sandbox) => ({
  'a content block has content in a language': (parameters) => {
    const { key, locale, block } = blockOf(parameters);
    return expectSeed(block !== undefined, `content block ${key} in ${locale}`);
  },

  'a content block has no content in a language': (parameters) => {
    const { key, locale, block } = blockOf(parameters);
    return expectSeed(block === undefined, `content block ${key} without ${locale} content`);
  },

  'the CMS has a published page': (parameters) => {
    const slug = text(parameters, 'slug');
    const locale = text(parameters, 'locale');
    const found = cmsPagesSeed().some(
      (page) => page.slug === slug && page.locale === locale && page.status === 'PUBLISHED',
    );
    return expectSeed(found, `a published CMS page ${slug} in ${locale}`);
  },

  'the CMS has published promotions': (parameters) => {
    const locale = text(parameters, 'locale');
    const found = cmsPagesSeed().some(
      (page) => page.pageVariant === 'PROMOTION' && page.locale === locale && page.status === 'PUBLISHED',
    );
    return expectSeed(found, `published promotions in ${locale}`);
  },

  'the CMS has a menu in a language': (parameters) => {
    const key = text(parameters, 'key') as CmsMenuKey;
    const locale = text(parameters, 'locale') as Locale;
    const items = cmsMenus[key][locale][1];
    return expectSeed(items.length > 0, `menu ${key} with links in ${locale}`);
  },

  'the CMS has an unpublished page that redirects': (parameters) => {
    const slug = text(parameters, 'slug');
    const locale = text(parameters, 'locale');
    const redirect = text(parameters, 'redirect');
    const found = cmsPagesSeed().some(
      (page) =>
        page.slug === slug &&
        page.locale === locale &&
        page.status === 'NOT_PUBLISHED' &&
        page.redirectLinkWhenNotPublished === redirect,
    );
    return expectSeed(found, `an unpublished CMS page ${slug} in ${locale} redirecting to ${redirect}`);
  },

  'the CMS has no page with a slug': (parameters) => {
    const slug = text(parameters, 'slug');
    return expectSeed(!cmsPagesSeed().some((page) => page.slug === slug), `no CMS page ${slug}`);
  },

  'a player has an unsubscribe link': (parameters) => {
    const u = text(parameters, 'u');
    return expectSeed(
      UnsubscribeStore.playerOf(u, sandbox.state.players) !== undefined,
      `a player whose unsubscribe link is ${u}`,
    );
  },
});
