import type { SlotContributions } from '../../kernel/registry.ts';

/** The account's count badges (active bonuses, unread messages): loaded with a session, never for a visitor. */
export const slots: SlotContributions = {
  accountBadge: async () => (await import('./account-badges.chunk.ts')).accountBadgesFeature,
};
