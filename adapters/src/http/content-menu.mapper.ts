import { CMS_MENU_KEYS, type CmsMenu, type CmsMenuKey } from '@lv-casino/core/content/cms-menu.ts';
import { LANGUAGES } from '@lv-casino/core/routing/language.ts';
import type { Result } from '@lv-casino/core/shared/result.ts';
import type { components } from '@lv-casino/sdk/generated/openapi.ts';
import { decode, DtoReader, malformed } from './dto-reader.ts';

type Schemas = components['schemas'];

/**
 * CmsMenu DTO → CmsMenu. Rejected: an answer about another menu than the one asked for, and a locale
 * that is not one of the site's languages. The items keep the CMS's order numbers (core sorts).
 */
export const toCmsMenu = (body: unknown, key: CmsMenuKey): Result<CmsMenu, string> =>
  decode(() => {
    const dto = DtoReader.of<Schemas['CmsMenu']>(body);
    if (dto.oneOf('key', CMS_MENU_KEYS) !== key) malformed(`body.key is not ${key}`);
    return {
      key,
      locale: dto.oneOf('locale', LANGUAGES),
      title: dto.string('title'),
      items: dto.objects<Schemas['CmsMenuItem']>('items').map((item) => ({
        label: item.string('label'),
        link: item.string('link'),
        orderNumber: item.integer('orderNumber'),
      })),
    };
  });
