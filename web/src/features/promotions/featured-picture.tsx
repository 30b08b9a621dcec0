import type { FeaturedImage } from '@lv-casino/core/content/content.ts';
import type { PromotionCategory } from '@lv-casino/core/content/promotions.rule.ts';
import { useCallback, useState } from 'react';
import { CategoryIcon } from './category-icon.tsx';

/** Viewports the CMS's variants are made for (the contract's mobile and tablet images). */
const MOBILE = '(max-width: 599px)';
const TABLET = '(min-width: 600px) and (max-width: 1023px)';

/** Intrinsic size of the 16:9 box, so the browser reserves the space before the image arrives. */
const SIZE = { card: { width: 640, height: 360 }, hero: { width: 1280, height: 720 } } as const;

interface FeaturedPictureProps {
  /** The CMS's image; null draws the category's placeholder. */
  readonly image: FeaturedImage | null;
  /** Decides the placeholder's colours and icon; null for a page without a category. */
  readonly category: PromotionCategory | null;
  /** A card's image loads lazily; the promotion's own (above the fold) at once. */
  readonly variant: keyof typeof SIZE;
}

/** The `<source>` of one viewport and format; none when the CMS has no such variant. */
function Source({
  url,
  type,
  media,
}: {
  readonly url: string | null;
  readonly type: string;
  readonly media?: string;
}) {
  return url === null || url === '' ? null : <source type={type} media={media} srcSet={url} />;
}

/**
 * A featured image in a fixed 16:9 box: WebP where the browser takes it, JPG otherwise, the mobile
 * and tablet variants on those viewports. Under it, and instead of it when there is none or it fails
 * to load (an unreachable CDN), a placeholder in the category's colours: the card still looks
 * finished, with no broken-image icon and no alt text spilled over it.
 */
export function FeaturedPicture({ image, category, variant }: FeaturedPictureProps) {
  const [failed, setFailed] = useState(false);
  const fail = useCallback(() => {
    setFailed(true);
  }, []);
  // An image that failed before React listened (from the cache) is caught when it mounts.
  const watch = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete === true && img.naturalWidth === 0 && img.currentSrc !== '') setFailed(true);
  }, []);
  const shown = image !== null && !failed;
  const { width, height } = SIZE[variant];

  return (
    <div
      className={`promo-picture promo-picture--${variant} promo-picture--${category ?? 'other'}`}
      data-image={shown ? 'shown' : 'placeholder'}
    >
      <div className="promo-picture__placeholder" aria-hidden="true">
        <CategoryIcon category={category} />
      </div>
      {shown && (
        <picture>
          <Source url={image.mobileWebpUrl} type="image/webp" media={MOBILE} />
          <Source url={image.mobileJpgUrl} type="image/jpeg" media={MOBILE} />
          <Source url={image.tabletWebpUrl} type="image/webp" media={TABLET} />
          <Source url={image.tabletJpgUrl} type="image/jpeg" media={TABLET} />
          <Source url={image.webpUrl} type="image/webp" />
          <img
            ref={watch}
            className="promo-picture__image"
            src={image.jpgUrl}
            alt={image.altTag}
            width={width}
            height={height}
            loading={variant === 'card' ? 'lazy' : 'eager'}
            decoding="async"
            onError={fail}
          />
        </picture>
      )}
    </div>
  );
}
