import {
  CONTENT_BLOCK_KEYS,
  type CmsPage,
  type ContentBlock,
  type ContentBlockKey,
  type FeaturedImage,
  type PromotionSubType,
} from '@lv-casino/core/content/content.ts';
import { LANGUAGES } from '@lv-casino/core/routing/language.ts';
import type { Result } from '@lv-casino/core/shared/result.ts';
import type { components } from '@lv-casino/sdk/generated/openapi.ts';
import { decode, DtoReader, malformed } from './dto-reader.ts';

type Schemas = components['schemas'];

const PROMOTION_SUB_TYPES: readonly PromotionSubType[] = [
  'CASINO',
  'SPORT',
  'LIVE_CASINO',
  'LIVE_SPORT',
  'VIRTUALS',
  'NEW_CLIENTS',
];

const isPromotionSubType = (value: string): value is PromotionSubType =>
  (PROMOTION_SUB_TYPES as readonly string[]).includes(value);

const subTypeOf = (dto: DtoReader<Schemas['CmsPage']>, path: string): PromotionSubType | null => {
  const subType = dto.nullableString('pageVariantSubType');
  if (subType === null || isPromotionSubType(subType)) return subType;
  return malformed(`${path}.pageVariantSubType is not one of ${PROMOTION_SUB_TYPES.join(', ')} or null`);
};

const toImage = (dto: DtoReader<Schemas['FeaturedImage']>): FeaturedImage => ({
  webpUrl: dto.string('webpUrl'),
  jpgUrl: dto.string('jpgUrl'),
  altTag: dto.string('altTag'),
  mobileWebpUrl: dto.nullableString('mobileWebpUrl'),
  mobileJpgUrl: dto.nullableString('mobileJpgUrl'),
  tabletWebpUrl: dto.nullableString('tabletWebpUrl'),
  tabletJpgUrl: dto.nullableString('tabletJpgUrl'),
});

const imageOf = (dto: DtoReader<Schemas['CmsPage']>): FeaturedImage | null =>
  dto.isNull('featuredImage') ? null : toImage(dto.object<Schemas['FeaturedImage']>('featuredImage'));

const toPage = (dto: DtoReader<Schemas['CmsPage']>, path: string): CmsPage => ({
  slug: dto.string('slug'),
  name: dto.string('name'),
  title: dto.string('title'),
  locale: dto.string('locale'),
  content: dto.string('content'),
  status: dto.string('status'),
  pageVariant: dto.nullableString('pageVariant'),
  pageVariantSubType: subTypeOf(dto, path),
  pageExcerpt: dto.nullableString('pageExcerpt'),
  hideHeader: dto.boolean('hideHeader'),
  hideFooter: dto.boolean('hideFooter'),
  metaRobots: dto.nullableString('metaRobots'),
  metaDescription: dto.nullableString('metaDescription'),
  canonicalUrl: dto.nullableString('canonicalUrl'),
  redirectLinkWhenNotPublished: dto.nullableString('redirectLinkWhenNotPublished'),
  featuredImage: imageOf(dto),
});

/**
 * CmsPage DTO → CmsPage. The content stays HTML (the web sanitises it); the featured image is kept
 * with its variants (null when the page has none). A sub-type other than the six product areas is
 * rejected, and so is a featured image without its WebP, JPG or alt tag.
 */
export const toCmsPage = (body: unknown): Result<CmsPage, string> =>
  decode(() => toPage(DtoReader.of<Schemas['CmsPage']>(body), 'body'));

/** CmsPagePage DTO → its pages, in the order given. */
export const toCmsPages = (body: unknown): Result<CmsPage[], string> =>
  decode(() =>
    DtoReader.of<Schemas['CmsPagePage']>(body)
      .objects<Schemas['CmsPage']>('content')
      .map((page, index) => toPage(page, `body.content[${String(index)}]`)),
  );

/**
 * ContentBlock DTO → ContentBlock. The content stays HTML (the web sanitises it). Rejected: an answer
 * about another key than the one asked for, and a locale that is not one of the site's languages.
 */
export const toContentBlock = (body: unknown, key: ContentBlockKey): Result<ContentBlock, string> =>
  decode(() => {
    const dto = DtoReader.of<Schemas['ContentBlock']>(body);
    if (dto.oneOf('key', CONTENT_BLOCK_KEYS) !== key) malformed(`body.key is not ${key}`);
    return {
      key,
      locale: dto.oneOf('locale', LANGUAGES),
      title: dto.nullableString('title'),
      content: dto.string('content'),
    };
  });
