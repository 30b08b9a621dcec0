import type catalogue from '../kernel/catalogue/messages/en.json';
import type accountEntry from '../features/account-entry/messages/en.json';
import type accountBadges from '../features/account-badges/messages/en.json';
import type app from '../kernel/messages/en.json';
import type category from '../features/category/messages/en.json';
import type cmsPage from '../features/cms-page/messages/en.json';
import type feedback from '../features/feedback/messages/en.json';
import type footer from '../features/footer/messages/en.json';
import type gameDetails from '../features/game-details/messages/en.json';
import type gamePlay from '../features/game-play/messages/en.json';
import type header from '../features/header/messages/en.json';
import type headerMenu from '../features/header/menu/messages/en.json';
import type lobby from '../features/lobby/messages/en.json';
import type lobbyBrowse from '../features/lobby/browse/messages/en.json';
import type contentBlock from '../kernel/content/messages/en.json';
import type lobbyFeeds from '../kernel/feeds/messages/en.json';
import type login from '../features/login/messages/en.json';
import type myProfile from '../features/my-profile/messages/en.json';
import type notFound from '../features/not-found/messages/en.json';
import type playerProtection from '../features/player-protection/messages/en.json';
import type profileBonuses from '../features/profile-bonuses/messages/en.json';
import type profileHistory from '../features/profile-history/messages/en.json';
import type profileKyc from '../features/profile-kyc/messages/en.json';
import type profileMessages from '../features/profile-messages/messages/en.json';
import type profileWithdraw from '../features/profile-withdraw/messages/en.json';
import type profile from '../features/profile/messages/en.json';
import type register from '../features/register/messages/en.json';
import type responsibleGaming from '../features/responsible-gaming/messages/en.json';
import type search from '../features/search/messages/en.json';
import type splitView from '../features/split-view/messages/en.json';
import type deposits from '../features/deposits/messages/en.json';
import type sportsbook from '../features/sportsbook/messages/en.json';
import type unsubscribe from '../features/unsubscribe/messages/en.json';
import type promotions from '../features/promotions/messages/en.json';

/**
 * Every message id of the web: the keys of the English message files (a test checks lv and ru hold
 * the same ids, and that every messages folder is listed here). react-intl's `id` props and
 * `formatMessage` are type-checked against it.
 */
export type MessageId =
  | keyof typeof app
  | keyof typeof catalogue
  | keyof typeof accountEntry
  | keyof typeof accountBadges
  | keyof typeof category
  | keyof typeof cmsPage
  | keyof typeof feedback
  | keyof typeof footer
  | keyof typeof gameDetails
  | keyof typeof gamePlay
  | keyof typeof header
  | keyof typeof headerMenu
  | keyof typeof lobby
  | keyof typeof lobbyBrowse
  | keyof typeof contentBlock
  | keyof typeof lobbyFeeds
  | keyof typeof login
  | keyof typeof myProfile
  | keyof typeof notFound
  | keyof typeof playerProtection
  | keyof typeof profileBonuses
  | keyof typeof profileHistory
  | keyof typeof deposits
  | keyof typeof sportsbook
  | keyof typeof profileKyc
  | keyof typeof profileMessages
  | keyof typeof profileWithdraw
  | keyof typeof profile
  | keyof typeof register
  | keyof typeof responsibleGaming
  | keyof typeof search
  | keyof typeof splitView
  | keyof typeof unsubscribe
  | keyof typeof promotions;

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- react-intl's documented way to type ids
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}

/**
 * A message id that arrives as data (a catalogue's messageKey, a toast's text): the tests check every
 * catalogue key exists in every language, so the cast is safe.
 */
export const asMessageId = (id: string): MessageId => id as MessageId;
