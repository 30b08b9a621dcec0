import type { PromotionCategory } from '@lv-casino/core/content/promotions.rule.ts';
import type { ReactNode } from 'react';

/** Line drawings (24×24) of each category, for the placeholder of a card without its image. */
const SHAPES: Record<PromotionCategory | 'other', ReactNode> = {
  // A football.
  sport: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m12 7.5 4.3 3.1-1.6 5h-5.4l-1.6-5Z" />
      <path d="M12 3v4.5M20.6 9.4l-4.3 1.2M17.3 19.3l-2.6-3.7M6.7 19.3l2.6-3.7M3.4 9.4l4.3 1.2" />
    </>
  ),
  // A football with a "live" signal.
  'live-sport': (
    <>
      <circle cx="10" cy="13" r="7" />
      <path d="m10 9.5 3.3 2.4-1.3 3.9H8l-1.3-3.9Z" />
      <path d="M17.5 3.5a5 5 0 0 1 3 3M16.5 6a2 2 0 0 1 1.5 1.5" />
    </>
  ),
  // A spade in a playing card.
  casino: (
    <>
      <rect x="5" y="3" width="14" height="18" rx="2" />
      <path d="M12 7c-2 2.2-4 3.6-4 5.5a2 2 0 0 0 3.4 1.4L10.5 17h3l-.9-3.1A2 2 0 0 0 16 12.5C16 10.6 14 9.2 12 7Z" />
    </>
  ),
  // A chip with a "live" play mark.
  'live-casino': (
    <>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="5.5" />
      <path d="M12 3v3M12 18v3M3 12h3M18 12h3" />
      <path d="m10.5 9.8 3.5 2.2-3.5 2.2Z" />
    </>
  ),
  // A screen with a flag.
  virtuals: (
    <>
      <rect x="3" y="4" width="18" height="12" rx="2" />
      <path d="M8 20h8M12 16v4" />
      <path d="M10 13V7.5l4 1.5-4 1.5" />
    </>
  ),
  // A gift.
  'new-clients': (
    <>
      <rect x="4" y="9" width="16" height="11" rx="1.5" />
      <path d="M3 9h18M12 9v11" />
      <path d="M12 9c-1.5-3.5-5-4-5-1.5S10 9 12 9Zm0 0c1.5-3.5 5-4 5-1.5S14 9 12 9Z" />
    </>
  ),
  // A star.
  other: <path d="m12 3 2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9Z" />,
};

/** The line drawing of a promotion category (decorative: the card names its category in text). */
export function CategoryIcon({ category }: { readonly category: PromotionCategory | null }) {
  return (
    <svg
      className="promo-picture__icon"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
    >
      {SHAPES[category ?? 'other']}
    </svg>
  );
}
