import type { GeneralConfig } from '@lv-casino/core/config/config.ts';
import type { ApiFailure } from '@lv-casino/core/errors/api-failure.ts';
import type { Result } from '@lv-casino/core/shared/result.ts';
import { StartUpUseCase } from '@lv-casino/core/catalogue/start-up.use-case.ts';
import { FakeCataloguePort } from '@lv-casino/core/testing/catalogue-port.fake.ts';
import { FakeErrorCatalogue } from '@lv-casino/core/testing/catalogues.fake.ts';
import { FakeConfigPort } from '@lv-casino/core/testing/config-port.fake.ts';
import { FakeTranslationsPort } from '@lv-casino/core/testing/translations-port.fake.ts';
import { describe, expect, it } from 'vitest';
import type { CompiledMessageFile, MessageLoader } from '../i18n/compiled-messages.ts';
import { IntlStore } from './intl.store.ts';
import { SiteConfig } from './site-config.ts';
import { StartUpStore } from './start-up.store.ts';

/** A config call the server has not answered yet. */
class UnansweredConfigPort extends FakeConfigPort {
  override getGeneral(): Promise<Result<GeneralConfig, ApiFailure>> {
    return new Promise(() => undefined);
  }
}

const EMPTY: CompiledMessageFile = { messages: {}, hashes: {} };

function startUpWith(shellMessages: MessageLoader): StartUpStore {
  const useCase = new StartUpUseCase(
    new UnansweredConfigPort(),
    new FakeTranslationsPort(),
    new FakeCataloguePort(),
    new FakeErrorCatalogue(),
  );
  return new StartUpStore(useCase, new IntlStore('lv'), new SiteConfig(), 'desktop', [
    ['app', shellMessages],
  ]);
}

/** Lets every pending promise job run. */
const settle = (): Promise<unknown> => new Promise((resolve) => setTimeout(resolve, 0));

describe('StartUpStore.canPaint', () => {
  it('lets the page paint once the shell’s texts are in, while the API is still to answer', async () => {
    const store = startUpWith(() => Promise.resolve(EMPTY));
    void store.start('lv');
    await settle();

    expect(store.canPaint).toBe(true);
  });

  it('keeps the boot screen while the shell’s texts are on their way', async () => {
    const store = startUpWith(() => new Promise(() => undefined));
    void store.start('lv');
    await settle();

    expect(store.canPaint).toBe(false);
  });
});
