import { parseCategoryRoute } from '@lv-casino/core/catalogue/category-route.rule.ts';
import type { Container } from 'inversify';
import { Reaction } from 'mobx';
import { IntlStore } from '../../kernel/intl.store.ts';
import { StartUpStore } from '../../kernel/start-up.store.ts';
import { CategoryStore } from './category.store.ts';

/**
 * A category deep link's games, asked for as soon as the page's chunk is in (FeatureModules runs this
 * once, when the category module loads), once start-up has the categories: in parallel with the
 * page's texts, not after the page's first render. The page then finds its category open.
 *
 * Only the address the visit landed on starts anything: when the chunk first loads for a navigation
 * inside the app, the window's address is still the page being left, which is not a category page
 * (its chunk would be in already), and the page opens its category itself, as always.
 */
export function openLandingCategory(container: Container, path = window.location.pathname): void {
  const language = path.split('/')[1] ?? '';
  const route = parseCategoryRoute(path.slice(language.length + 1));
  if (route?.kind !== 'category') return;
  const { page, shape, friendlyUrl } = route;
  const startUp = container.get(StartUpStore);
  const intl = container.get(IntlStore);
  const store = container.get(CategoryStore);
  onceReady(startUp, () => {
    // The page may have opened it (or another page) first.
    if (store.route === null) void store.open({ page, shape, friendlyUrl }, intl.language);
  });
}

/**
 * Runs `then` once start-up is ready, at once if it is. A MobX Reaction, as the first paint's
 * observers use: MobX's `when` would add its code to the first paint's chunk.
 */
function onceReady(startUp: StartUpStore, then: () => void): void {
  const watcher = new Reaction('openLandingCategory', () => {
    check();
  });
  const ready = (): boolean => startUp.status === 'ready' && !startUp.switching;
  const check = (): void => {
    watcher.track(ready);
    if (!ready()) return;
    watcher.dispose();
    then();
  };
  check();
}
