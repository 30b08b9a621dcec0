import { describeFailure } from '../errors/describe-failure.rule.ts';
import type { ErrorCatalogue, ErrorDescriptor } from '../errors/error-catalogue.port.ts';
import type { CataloguePort } from '../catalogue/catalogue.port.ts';
import type { Language } from '../routing/language.ts';
import type { LocationContext } from '../routing/location-context.rule.ts';
import type { Device } from '../shared/device.ts';
import type { Category, GameType, LobbyPage } from './catalogue.ts';
import { SPLIT_VIEW_INITIAL_CATEGORY_ID } from './game-grid.rule.ts';
import { gameTypeOfLobby, pageCategories } from './lobby-strips.rule.ts';
import { splitViewLobbies } from './split-view.rule.ts';

export type SplitViewCategoryOutcome =
  | {
      readonly kind: 'category';
      readonly categoryId: number;
      /** The category as its lobby lists it (its name in the language); null when neither lobby shows it. */
      readonly category: Category | null;
      /** The lobby the category is listed under (the location's lobby when neither lists it). */
      readonly lobby: LobbyPage;
      /** The game type of that lobby: what the picker's catalogue queries ask for. */
      readonly gameType: GameType;
    }
  | { readonly kind: 'failed'; readonly error: ErrorDescriptor };

/**
 * The category the split-view picker opens on (games-and-content.md §2 and §9, id 877) and the lobby
 * it belongs to: looked up among the visible categories of the location's lobby, then of the other
 * lobby (splitViewLobbies), one categories call each and no game list. A category that neither lobby
 * shows keeps the location's lobby, whose game search then says what it finds.
 */
export class LoadSplitViewCategoryUseCase {
  readonly #catalogue: CataloguePort;
  readonly #errors: ErrorCatalogue;

  constructor(catalogue: CataloguePort, errors: ErrorCatalogue) {
    this.#catalogue = catalogue;
    this.#errors = errors;
  }

  /** @param input.categoryId the category to open on; default SPLIT_VIEW_INITIAL_CATEGORY_ID (877). */
  async execute(input: {
    readonly context: LocationContext;
    readonly device: Device;
    readonly language: Language;
    readonly categoryId?: number;
  }): Promise<SplitViewCategoryOutcome> {
    const categoryId = input.categoryId ?? SPLIT_VIEW_INITIAL_CATEGORY_ID;
    const lobbies = splitViewLobbies(input.context);
    for (const lobby of lobbies) {
      const found = await this.#catalogue.getCategories({
        page: lobby,
        mobile: input.device === 'mobile',
        gameType: gameTypeOfLobby(lobby),
        lang: input.language,
      });
      if (!found.ok) return { kind: 'failed', error: describeFailure(found.error, this.#errors) };
      const category = pageCategories(found.value, lobby).find((candidate) => candidate.id === categoryId);
      if (category !== undefined) {
        return { kind: 'category', categoryId, category, lobby, gameType: gameTypeOfLobby(lobby) };
      }
    }
    const [lobby] = lobbies;
    return { kind: 'category', categoryId, category: null, lobby, gameType: gameTypeOfLobby(lobby) };
  }
}
