import type { GameDescription } from '@lv-casino/core/catalogue/catalogue.ts';
import { LANGUAGES } from '@lv-casino/core/routing/language.ts';
import type { Result } from '@lv-casino/core/shared/result.ts';
import type { components } from '@lv-casino/sdk/generated/openapi.ts';
import { decode, DtoReader, malformed } from './dto-reader.ts';

type Schemas = components['schemas'];

/** An optional field the reader has no method for: absent or null is null; otherwise it must pass. */
const optional = <T>(
  body: unknown,
  key: keyof Schemas['GameDescription'],
  expected: string,
  accepts: (value: unknown) => value is T,
): T | null => {
  // DtoReader.of has already checked that the body is an object.
  const value = (body as Readonly<Record<string, unknown>>)[key];
  if (value === undefined || value === null) return null;
  return accepts(value) ? value : malformed(`body.${key} is not ${expected}`);
};

const isFiniteNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const isString = (value: unknown): value is string => typeof value === 'string';

/**
 * GameDescription DTO → GameDescription. The description stays HTML (the web sanitises it). Rejected:
 * an answer about another game, and a locale that is not one of the site's languages; rtp and
 * volatility may be absent or null.
 */
export const toGameDescription = (body: unknown, gameId: number): Result<GameDescription, string> =>
  decode(() => {
    const dto = DtoReader.of<Schemas['GameDescription']>(body);
    if (dto.integer('gameId') !== gameId) malformed(`body.gameId is not ${String(gameId)}`);
    return {
      gameId,
      lang: dto.oneOf('locale', LANGUAGES),
      title: dto.string('title'),
      descriptionHtml: dto.string('description'),
      rtp: optional(body, 'rtp', 'a number or null', isFiniteNumber),
      volatility: optional(body, 'volatility', 'a string or null', isString),
    };
  });
