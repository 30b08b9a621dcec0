import { SPORTSBOOK_PROVIDER } from '../sportsbook/sportsbook.ts';

/**
 * The game providers a casino page offers as filter choices: the config's enabled providers without
 * the sportsbook's (it is listed so its page can open, but it has no casino games), plus any provider
 * a filter already names, in that order and once each.
 */
export const gameProviderChoices = (
  enabled: readonly string[],
  selected: readonly string[],
): readonly string[] => [
  ...new Set([...enabled.filter((provider) => provider !== SPORTSBOOK_PROVIDER), ...selected]),
];
