import type { GameDescription } from '../catalogue/catalogue.ts';
import type { ApiFailure } from '../errors/api-failure.ts';
import type { GameLaunch, GamePort } from '../game-start/game.port.ts';
import type { Language } from '../routing/language.ts';
import { fail, ok, type Result } from '../shared/result.ts';
import { createGameDescription } from './game-description.builder.ts';

/**
 * A GamePort that launches every game at `https://games.test/{id}?real=`, unless `failure` is set, and
 * describes every game with createGameDescription in the language asked, unless `descriptionFailure`
 * is set; records calls.
 */
export class FakeGamePort implements GamePort {
  /** When set, every prepare fails with it. */
  failure: ApiFailure | null = null;
  /** When set, every description fails with it. */
  descriptionFailure: ApiFailure | null = null;
  readonly calls: { readonly gameId: number; readonly real: boolean; readonly mobile: boolean }[] = [];
  readonly descriptionCalls: { readonly gameId: number; readonly lang: Language }[] = [];

  prepare(gameId: number, real: boolean, mobile: boolean): Promise<Result<GameLaunch, ApiFailure>> {
    this.calls.push({ gameId, real, mobile });
    if (this.failure !== null) return Promise.resolve(fail(this.failure));
    return Promise.resolve(ok({ url: `https://games.test/${gameId}?real=${String(real)}` }));
  }

  getDescription(gameId: number, lang: Language): Promise<Result<GameDescription, ApiFailure>> {
    this.descriptionCalls.push({ gameId, lang });
    if (this.descriptionFailure !== null) return Promise.resolve(fail(this.descriptionFailure));
    return Promise.resolve(ok(createGameDescription({ gameId, lang })));
  }
}
