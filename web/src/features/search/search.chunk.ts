import CategorySearchModal from './category-search-modal.tsx';
import GameCategoriesModal from './game-categories-modal.tsx';
import GlobalSearchModal from './global-search-modal.tsx';
import { searchMessages, searchModule } from './search.module.ts';

/**
 * The feature's one lazy chunk: the three modals' views, the module and the messages. One chunk, so
 * the core modules it shares with the category and game-play pages form one shared chunk with them,
 * not one each (every shared chunk adds its name to the entry's preload list, in the first paint).
 */
export const searchFeature = {
  views: {
    globalSearchModal: GlobalSearchModal,
    'category-search': CategorySearchModal,
    gameCategoriesList: GameCategoriesModal,
  },
  module: searchModule,
  messages: searchMessages,
} as const;
