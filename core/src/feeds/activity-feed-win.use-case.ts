import { gameByUniqueIdQuery } from '../catalogue/search-query.rule.ts';
import type { GeneralConfig } from '../config/config.ts';
import { activityFeedWinClick } from '../game-start/activity-feed-win.rule.ts';
import { kycRestrictionApplies } from '../game-start/real-play-access.rule.ts';
import type { CataloguePort } from '../catalogue/catalogue.port.ts';
import type { NavigationIntent } from '../routing/navigation-intent.ts';
import type { User } from '../session/user.ts';
import type { Device } from '../shared/device.ts';
import type { ActivityFeedItem } from './feeds.ts';

export interface ActivityFeedWinInput {
  readonly item: Pick<ActivityFeedItem, 'uniqueGameId' | 'gameProduct'>;
  /** The logged-in player, or null for a visitor. */
  readonly user: User | null;
  readonly config: Pick<GeneralConfig, 'restrictGameplayKycNotVerified'>;
  readonly device: Device;
}

/**
 * A click on the image of a win in the activity feed (games-and-content.md §2 Game play): real play
 * of the win's game for a logged-in player, the login modal (then that game) for a visitor, nothing
 * when the KYC restriction applies.
 *
 * The feed names the game by uniqueGameId only, and the play page and the login modal need its
 * friendlyUrl: the game is looked up by uniqueGameId (one small query per click). A game that cannot
 * be found, or a catalogue that cannot answer, opens the plain login modal for a visitor and does
 * nothing for a player.
 */
export class ActivityFeedWinUseCase {
  readonly #catalogue: CataloguePort;

  constructor(catalogue: CataloguePort) {
    this.#catalogue = catalogue;
  }

  async execute(input: ActivityFeedWinInput): Promise<NavigationIntent> {
    const { user, config } = input;
    if (user !== null && kycRestrictionApplies(user, config)) return { kind: 'stay' };
    const friendlyUrl = await this.#friendlyUrlOf(input);
    if (friendlyUrl !== null) return activityFeedWinClick(user, config, friendlyUrl);
    return user === null ? { kind: 'open-modal', modal: 'login' } : { kind: 'stay' };
  }

  async #friendlyUrlOf({ item, device }: ActivityFeedWinInput): Promise<string | null> {
    const { uniqueGameId } = item;
    if (uniqueGameId === null) return null;
    const found = await this.#catalogue.searchGames(gameByUniqueIdQuery(device, uniqueGameId));
    if (!found.ok) return null;
    return found.value.games.find((game) => game.uniqueGameId === uniqueGameId)?.friendlyUrl ?? null;
  }
}
