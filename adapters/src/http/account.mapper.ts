import type { Language } from '@lv-casino/core/routing/language.ts';
import { ok, type Result } from '@lv-casino/core/shared/result.ts';
import type { components } from '@lv-casino/sdk/generated/openapi.ts';
import { toSessionTokens } from './auth.mapper.ts';
import { toUser } from './customer.mapper.ts';

type Schemas = components['schemas'];

/** The contract's upper-case code of each language (LanguageChange.lang). */
export const CONTRACT_LANGUAGE: Readonly<Record<Language, Schemas['LanguageChange']['lang']>> = {
  lv: 'LV',
  en: 'EN',
  ru: 'RU',
};

/** A success whose body is checked by `map` and then dropped: the port answers only that it worked. */
const checkedThenDropped =
  <T>(map: (body: unknown) => Result<T, string>) =>
  (body: unknown): Result<void, string> => {
    const mapped = map(body);
    return mapped.ok ? ok(undefined) : mapped;
  };

/**
 * The activation's TokenPair → success (the specification's code 0, account-and-session.md §4
 * Activation). The tokens are not kept: after an activation by link the player logs in from the login
 * modal. A body that is not a TokenPair is malformed.
 */
export const toActivated = checkedThenDropped(toSessionTokens);

/** The User after a language change → success; a body that is not a User is malformed. */
export const toLanguageChanged = checkedThenDropped(toUser);
