import type { AccountPort } from '@lv-casino/core/account/account.port.ts';
import type { LanguageStorePort } from '@lv-casino/core/routing/language-store.port.ts';
import type { TokenStorePort } from '@lv-casino/core/session/token-store.port.ts';
import { ChangeLanguageUseCase } from '@lv-casino/core/session/change-language.use-case.ts';

/** Core's language-change use-case: a chunk of its own, loaded at a player's first choice of language. */
export const createChangeLanguage = (
  account: AccountPort,
  tokens: TokenStorePort,
  languages: LanguageStorePort,
): ChangeLanguageUseCase => new ChangeLanguageUseCase(account, tokens, languages);
