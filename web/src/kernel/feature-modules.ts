import type { Container, ContainerModule } from 'inversify';
import type { ComponentType } from 'react';
import { AccountFeatureModule } from './account-ports.ts';
import type { IntlStore } from './intl.store.ts';
import type { FeatureName, FeatureParts, LoadedFeature } from './registry.ts';

/**
 * Makes a lazily loaded feature ready to render: its container module is loaded into the app's
 * container (once, however often the feature opens) and its messages of the current language are
 * loaded (and of every later language, see IntlStore). A module that needs the account's ports
 * (AccountFeatureModule) has them loaded first, once.
 */
export class FeatureModules {
  readonly #container: Container;
  readonly #intl: IntlStore;
  readonly #loaded = new Set<ContainerModule>();
  readonly #loadAccountPorts: () => Promise<ContainerModule>;
  #accountPorts: Promise<void> | null = null;

  constructor(container: Container, intl: IntlStore, loadAccountPorts: () => Promise<ContainerModule>) {
    this.#container = container;
    this.#intl = intl;
    this.#loadAccountPorts = loadAccountPorts;
  }

  /** @returns the feature's view, once its module and messages are in place. */
  async prepare<Props>(owner: FeatureName, feature: LoadedFeature<Props>): Promise<ComponentType<Props>> {
    await this.ready(owner, feature);
    return feature.view;
  }

  /** Loads the feature's container module (once) and its messages. */
  async ready(owner: FeatureName, { module, messages, start }: FeatureParts): Promise<void> {
    if (module instanceof AccountFeatureModule) await this.#withAccountPorts();
    if (module !== undefined && !this.#loaded.has(module)) {
      this.#loaded.add(module);
      this.#container.load(module);
      start?.(this.#container);
    }
    if (messages !== undefined) await this.#intl.use(owner, messages);
  }

  /** Loads the account's ports once; a chunk that fails to load is tried again next time. */
  #withAccountPorts(): Promise<void> {
    this.#accountPorts ??= this.#loadAccountPorts().then(
      (ports) => {
        this.#container.load(ports);
      },
      (error: unknown) => {
        this.#accountPorts = null;
        throw error;
      },
    );
    return this.#accountPorts;
  }
}
