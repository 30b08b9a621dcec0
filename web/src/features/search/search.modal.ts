import type { ModalName } from '@lv-casino/core/routing/modal-route.rule.ts';
import { modalEntry, type LoadedFeature } from '../../kernel/registry.ts';
import type { ModalProps } from '../../kernel/modal-props.ts';

type SearchModalName = Extract<ModalName, 'globalSearchModal' | 'category-search' | 'gameCategoriesList'>;

/** A modal of the feature with its module and messages: the feature's one chunk, loaded when one first opens. */
const searchEntry = (modal: SearchModalName, params: readonly string[] = []) =>
  modalEntry(
    modal,
    'search',
    async (): Promise<LoadedFeature<ModalProps>> => {
      const { searchFeature } = await import('./search.feature.ts');
      return {
        view: searchFeature.views[modal],
        module: searchFeature.module,
        messages: searchFeature.messages,
      };
    },
    params,
  );

/** globalSearchModal: a search over the whole catalogue. */
export const globalSearchModal = searchEntry('globalSearchModal');

/**
 * category-search: the same search within the category its `categoryId` names, else the whole
 * catalogue. The parameter is written out, not imported from the view (CATEGORY_ID_PARAM), so the
 * modal list does not pull in the feature's chunk.
 */
export const categorySearchModal = searchEntry('category-search', ['categoryId']);

/** gameCategoriesList: the lobby's categories as links to their pages (the phone menu). */
export const gameCategoriesListModal = searchEntry('gameCategoriesList');
