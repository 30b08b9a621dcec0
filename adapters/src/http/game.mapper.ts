import type { GameLaunch } from '@lv-casino/core/game-start/game.port.ts';
import type { Result } from '@lv-casino/core/shared/result.ts';
import type { components } from '@lv-casino/sdk/generated/openapi.ts';
import { decode, DtoReader, malformed } from './dto-reader.ts';

type Schemas = components['schemas'];

/** What a prepare call asked for; the answer must be about the same game and mode. */
export interface PreparedFor {
  readonly gameId: number;
  /** True for real money, false for demo. */
  readonly real: boolean;
}

/** True for an absolute http(s) URL: the only kind the game frame may load. */
const isWebUrl = (text: string): boolean => {
  try {
    const { protocol } = new URL(text);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
};

/**
 * GameLaunch DTO → GameLaunch. Rejected: a launchUrl that is not an absolute http(s) URL (it is loaded
 * in the game frame), and an answer for another game or the other mode (demo when real money was asked).
 */
export const toGameLaunch = (body: unknown, asked: PreparedFor): Result<GameLaunch, string> =>
  decode(() => {
    const dto = DtoReader.of<Schemas['GameLaunch']>(body);
    const launchUrl = dto.string('launchUrl');
    if (!isWebUrl(launchUrl)) malformed('body.launchUrl is not an absolute http(s) URL');
    if (dto.integer('gameId') !== asked.gameId) malformed(`body.gameId is not ${String(asked.gameId)}`);
    if (dto.boolean('real') !== asked.real) malformed(`body.real is not ${String(asked.real)}`);
    dto.nullableString('gameSessionId');
    return { url: launchUrl };
  });
