/**
 * The provider code of the BetInAction sportsbook widget in the general config's gameproviders lists:
 * the web page shows it when the code is enabled (or in real-money mode) and not in maintenance.
 */
export const sportsbookProviderCode = 'BETINACTION';
