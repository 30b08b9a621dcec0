import type { PromotionCategory } from '@lv-casino/core/content/promotions.rule.ts';
import type { MessageId } from '../../i18n/message-id.ts';

/** The name of each promotion category, as tabs and cards show it. */
export const CATEGORY_LABEL = {
  sport: 'promotions.category.sport',
  'live-sport': 'promotions.category.liveSport',
  casino: 'promotions.category.casino',
  'live-casino': 'promotions.category.liveCasino',
  virtuals: 'promotions.category.virtuals',
  'new-clients': 'promotions.category.newClients',
} as const satisfies Record<PromotionCategory, MessageId>;
