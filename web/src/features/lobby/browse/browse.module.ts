import { ContainerModule } from 'inversify';
import { bindGamesUseCases } from '../../../kernel/catalogue/games.bindings.ts';
import { messageLoader } from '../../../i18n/compiled-messages.ts';

/** The browse sections' texts (a chunk per language, with the sections). */
export const browseMessages = messageLoader(import.meta.glob('./messages/*.json', { import: 'default' }));

/** The lobby's provider slider and collections: core's page categories, a store per section. */
export const browseModule = new ContainerModule((options) => {
  bindGamesUseCases(options);
});
