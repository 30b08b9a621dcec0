import type { CmsPageRecord, Locale } from './cms-page.ts';

export interface BannerLayer {
  readonly type: 'IMAGE' | 'TEXT' | 'BUTTON';
  readonly orderNumber: number;
  readonly imageUrl: string | null;
  readonly text: string | null;
  readonly link: string | null;
}

export interface BannerLayers {
  readonly schemaId: string;
  readonly showPointsOnBanner: boolean;
  readonly draggableBanner: boolean;
  readonly layers: readonly BannerLayer[];
}

/** The promotions each banner location shows, in order. */
export const bannerLocations: Readonly<Record<string, readonly string[]>> = {
  HOME_PAGE: ['jaunajiem-klientiem', 'vasaras-turnirs', 'futbola-bezriska-likme'],
  CASINO: ['vasaras-turnirs', 'griezienu-piektdiena'],
  LIVE_CASINO: ['dzivais-kazino-atmaksa'],
  SPORT: ['futbola-bezriska-likme', 'live-likmju-bonuss', 'virtualo-sacikstu-nedela'],
};

const buttonLabel: Readonly<Record<Locale, string>> = {
  lv: 'Piedalīties',
  en: 'Join now',
  ru: 'Участвовать',
};
const cdn = 'https://cdn.lv-casino.lv/banners';

/**
 * The banners of a location in a locale: one slide per promotion of {@link bannerLocations} (image for
 * the device, title text, button to the promotion). INLINE_CONTENT answers one text block per
 * promotion and is always for DESKTOP. An unknown location has no banners.
 */
export function bannersOf(
  pages: readonly CmsPageRecord[],
  query: {
    location: string;
    locale: Locale;
    deviceType: 'DESKTOP' | 'MOBILE';
    contentType: 'BANNER' | 'INLINE_CONTENT';
  },
): BannerLayers[] {
  const slugs = bannerLocations[query.location] ?? [];
  const inline = query.contentType === 'INLINE_CONTENT';
  const device = inline ? 'desktop' : query.deviceType.toLowerCase();
  return slugs.flatMap((slug): BannerLayers[] => {
    const page = pages.find((p) => p.slug === slug && p.locale === query.locale && p.status === 'PUBLISHED');
    if (page === undefined) return [];
    const link = `/${query.locale}/promotions/${slug}`;
    const text = `<h2>${page.title}</h2>${page.pageExcerpt === null ? '' : `<p>${page.pageExcerpt}</p>`}`;
    if (inline) {
      return [
        {
          schemaId: 'inline-content',
          showPointsOnBanner: false,
          draggableBanner: false,
          layers: [{ type: 'TEXT', orderNumber: 1, imageUrl: null, text, link }],
        },
      ];
    }
    return [
      {
        schemaId: `${query.location.toLowerCase().replace(/_/g, '-')}-main-slider`,
        showPointsOnBanner: slugs.length > 1,
        draggableBanner: slugs.length > 1,
        layers: [
          { type: 'IMAGE', orderNumber: 1, imageUrl: `${cdn}/${slug}-${device}.webp`, text: null, link },
          { type: 'TEXT', orderNumber: 2, imageUrl: null, text, link: null },
          { type: 'BUTTON', orderNumber: 3, imageUrl: null, text: buttonLabel[query.locale], link },
        ],
      },
    ];
  });
}
