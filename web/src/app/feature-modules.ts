import type { Container, ContainerModule } from 'inversify';
import type { ComponentType } from 'react';
import type { IntlStore } from './intl.store.ts';
import type { FeatureName, LoadedFeature } from './registry.ts';

/**
 * Makes a lazily loaded feature ready to render: its container module is loaded into the app's
 * container (once, however often the feature opens) and its messages of the current language are
 * loaded (and of every later language, see IntlStore).
 */
export class FeatureModules {
  readonly #container: Container;
  readonly #intl: IntlStore;
  readonly #loaded = new Set<ContainerModule>();

  constructor(container: Container, intl: IntlStore) {
    this.#container = container;
    this.#intl = intl;
  }

  /** @returns the feature's view, once its module and messages are in place. */
  async prepare<Props>(owner: FeatureName, feature: LoadedFeature<Props>): Promise<ComponentType<Props>> {
    const { module, messages } = feature;
    if (module !== undefined && !this.#loaded.has(module)) {
      this.#loaded.add(module);
      this.#container.load(module);
    }
    if (messages !== undefined) await this.#intl.use(owner, messages);
    return feature.view;
  }
}
