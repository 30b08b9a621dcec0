import type { ModalName } from '@lv-casino/core/routing/modal-route.rule.ts';
import { modal, type LoadedFeature } from '../../kernel/registry.ts';
import type { ModalProps } from '../../kernel/modal-props.ts';

type SearchModalName = Extract<ModalName, 'globalSearchModal' | 'category-search' | 'gameCategoriesList'>;

/** A modal of the feature with its module and messages: the feature's one chunk, loaded when one first opens. */
const searchEntry = (name: SearchModalName, params: readonly string[] = []) =>
  modal(
    name,
    async (): Promise<LoadedFeature<ModalProps>> => {
      const { searchFeature } = await import('./search.chunk.ts');
      return {
        view: searchFeature.views[name],
        module: searchFeature.module,
        messages: searchFeature.messages,
      };
    },
    params,
  );

/** globalSearchModal: a search over the whole catalogue. */
const globalSearchModal = searchEntry('globalSearchModal');

/**
 * category-search: the same search within the category its `categoryId` names, else the whole
 * catalogue. The parameter is written out, not imported from the view (CATEGORY_ID_PARAM), so the
 * modal list does not pull in the feature's chunk.
 */
const categorySearchModal = searchEntry('category-search', ['categoryId']);

/** gameCategoriesList: the lobby's categories as links to their pages (the phone menu). */
const gameCategoriesListModal = searchEntry('gameCategoriesList');

export const modals = [globalSearchModal, categorySearchModal, gameCategoriesListModal];
