import { Container, ContainerModule } from 'inversify';
import { describe, expect, it } from 'vitest';
import { AccountFeatureModule } from './account-ports.ts';
import { FeatureModules } from './feature-modules.ts';
import { IntlStore } from './intl.store.ts';

const AccountThing = Symbol('AccountThing');
const View = () => null;

/** A loader of the account's ports that counts its calls and fails the first `failures` of them. */
function accountPorts(failures = 0) {
  const loader = {
    calls: 0,
    load: (): Promise<ContainerModule> => {
      loader.calls += 1;
      if (loader.calls <= failures) return Promise.reject(new Error('chunk failed'));
      return Promise.resolve(
        new ContainerModule(({ bind }) => {
          bind(AccountThing).toConstantValue('account port');
        }),
      );
    },
  };
  return loader;
}

const featureUsingAccount = () => ({
  view: View,
  module: new AccountFeatureModule(({ bind }) => {
    bind('feature').toResolvedValue((port: string) => `uses ${port}`, [AccountThing]);
  }),
});

describe('FeatureModules', () => {
  it('loads the account ports before a feature that needs them', async () => {
    const container = new Container();
    const ports = accountPorts();
    await new FeatureModules(container, new IntlStore('lv'), ports.load).prepare(
      'deposits',
      featureUsingAccount(),
    );
    expect(container.get('feature')).toBe('uses account port');
  });

  it('loads the account ports once for every feature', async () => {
    const ports = accountPorts();
    const features = new FeatureModules(new Container(), new IntlStore('lv'), ports.load);
    await features.prepare('deposits', featureUsingAccount());
    await features.prepare('bonuses', featureUsingAccount());
    expect(ports.calls).toBe(1);
  });

  it('does not load them for a feature without account ports', async () => {
    const ports = accountPorts();
    const module = new ContainerModule(() => undefined);
    await new FeatureModules(new Container(), new IntlStore('lv'), ports.load).prepare('lobby', {
      view: View,
      module,
    });
    expect(ports.calls).toBe(0);
  });

  it('tries a chunk that failed to load again on the next feature', async () => {
    const ports = accountPorts(1);
    const features = new FeatureModules(new Container(), new IntlStore('lv'), ports.load);
    await expect(features.prepare('deposits', featureUsingAccount())).rejects.toThrow('chunk failed');
    await features.prepare('deposits', featureUsingAccount());
    expect(ports.calls).toBe(2);
  });

  it("starts a feature's first data with its module in the container, before its texts have loaded", async () => {
    const seen: string[] = [];
    await new FeatureModules(new Container(), new IntlStore('lv'), accountPorts().load).prepare('category', {
      view: View,
      module: new ContainerModule(({ bind }) => {
        bind('games').toConstantValue('first page');
      }),
      messages: () => {
        seen.push('texts');
        return Promise.resolve({ messages: {}, hashes: {} });
      },
      start: (started) => {
        seen.push(`start: ${started.get<string>('games')}`);
      },
    });
    expect(seen).toEqual(['start: first page', 'texts']);
  });

  it('starts a feature once however often it opens', async () => {
    const features = new FeatureModules(new Container(), new IntlStore('lv'), accountPorts().load);
    let starts = 0;
    const feature = {
      view: View,
      module: new ContainerModule(() => undefined),
      start: () => {
        starts += 1;
      },
    };
    await features.prepare('category', feature);
    await features.prepare('category', feature);
    expect(starts).toBe(1);
  });
});
