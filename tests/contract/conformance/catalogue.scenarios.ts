import { fieldsOf, pickParameter, type Scenario, type ScenarioContext } from './scenario.ts';

/** The games of the searchGames example (every desktop RNG game). */
async function exampleGames({ session }: ScenarioContext): Promise<unknown> {
  return session.setUp('searchGames');
}

/** Scenarios of the catalogue and content operations whose examples name games or pages. */
export const catalogueScenarios: Readonly<Record<string, Scenario>> = {
  getGameImage: {
    prepare: async (context) => {
      const ids = fieldsOf(await exampleGames(context), 'uniqueGameId', 'content');
      return { path: { uniqueGameId: String(pickParameter(context, 'getGameImage', 'uniqueGameId', ids)) } };
    },
  },
  getGamesByFriendlyUrl: {
    prepare: async (context) => {
      const urls = fieldsOf(await exampleGames(context), 'friendlyUrl', 'content');
      return { path: { url: String(pickParameter(context, 'getGamesByFriendlyUrl', 'url', urls)) } };
    },
  },
  getCmsPageBySlug: {
    prepare: async (context) => {
      const slugs = fieldsOf(await context.session.setUp('listCmsPages'), 'slug');
      return { query: { pageSlug: pickParameter(context, 'getCmsPageBySlug', 'pageSlug', slugs) } };
    },
  },
};
