/**
 * The element id of a jackpot sub-feed's card (`jackpot-egt-high-cash`), the target of its tag: the
 * card's key in lower case, every run of other characters than letters and digits one dash.
 */
export const jackpotAnchor = (key: string): string =>
  `jackpot-${key
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')}`;
