import type { IntlShape } from 'react-intl';
import { asMessageId } from './message-id.ts';

/**
 * A game provider's display name: the server's GAME_VENDORS text (`vendor.<provider>`) in the page's
 * language when there is one, else the provider's code.
 */
export const providerName = (intl: IntlShape, provider: string): string => {
  const id = `vendor.${provider.toLowerCase()}`;
  return id in intl.messages ? intl.formatMessage({ id: asMessageId(id) }) : provider;
};
