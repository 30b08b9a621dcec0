import type { CardSuit, JackpotLevelIcon as Icon } from '@lv-casino/core/feeds/jackpot-display.rule.ts';

/** Card suits as text glyphs; hearts and diamonds are drawn red by the stylesheet. */
const SUIT_GLYPHS: Readonly<Record<CardSuit, string>> = {
  clubs: '♣',
  diamonds: '♦',
  hearts: '♥',
  spades: '♠',
};

/** The shape of each theme's set (24 × 24 view box); a provider without a set gets the coin. */
const THEME_SHAPES = {
  // CT Gaming: a cut gem.
  'ct-gaming': <path d="M7 3h10l5 6-10 12L2 9z M2 9h20 M9 3l3 6 3-6 M12 9v12" />,
  // NGT: a five-pointed star.
  ngt: <path d="M12 2l2.9 6.2 6.6.8-4.9 4.6 1.3 6.6L12 17l-5.9 3.2 1.3-6.6L2.5 9l6.6-.8z" />,
  // Regal: a crown.
  regal: <path d="M3 18h18l-1-11-5 4-3-6-3 6-5-4z M3 21h18" />,
  // Pragmatic and the rest: a coin.
  coin: (
    <>
      <circle cx="12" cy="12" r="9" />
      <circle cx="12" cy="12" r="5.5" />
    </>
  ),
} as const;

/**
 * The icon of a jackpot level in its provider's set (games-and-content.md §9 themes: EGT, CT Gaming,
 * NGT, Regal, Pragmatic): EGT's suit levels show their suit, the other sets their shape, tinted by the
 * level's rank. Decorative: the level's name is written next to it.
 */
export function JackpotLevelIcon({ icon }: { readonly icon: Icon }) {
  const rank = Math.min(icon.rank, 4);
  const theme = icon.theme ?? 'none';
  if (icon.suit !== null) {
    return (
      <span
        className={`jackpot-icon jackpot-icon--suit jackpot-icon--${icon.suit} jackpot-icon--theme-${theme}`}
        aria-hidden="true"
      >
        {SUIT_GLYPHS[icon.suit]}
      </span>
    );
  }
  const shape =
    icon.theme === 'ct-gaming' || icon.theme === 'ngt' || icon.theme === 'regal' ? icon.theme : 'coin';
  return (
    <span
      className={`jackpot-icon jackpot-icon--rank-${rank} jackpot-icon--theme-${theme}`}
      aria-hidden="true"
    >
      <svg viewBox="0 0 24 24" width="20" height="20" focusable="false">
        {THEME_SHAPES[shape]}
      </svg>
    </span>
  );
}
