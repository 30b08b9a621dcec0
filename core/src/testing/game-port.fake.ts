import type { ApiFailure } from '../errors/api-failure.ts';
import type { GameLaunch, GamePort } from '../ports/game.port.ts';
import { fail, ok, type Result } from '../shared/result.ts';

/** A GamePort that launches every game at `https://games.test/{id}?real=`, unless `failure` is set; records calls. */
export class FakeGamePort implements GamePort {
  /** When set, every prepare fails with it. */
  failure: ApiFailure | null = null;
  readonly calls: { readonly gameId: number; readonly real: boolean; readonly mobile: boolean }[] = [];

  prepare(gameId: number, real: boolean, mobile: boolean): Promise<Result<GameLaunch, ApiFailure>> {
    this.calls.push({ gameId, real, mobile });
    if (this.failure !== null) return Promise.resolve(fail(this.failure));
    return Promise.resolve(ok({ url: `https://games.test/${gameId}?real=${String(real)}` }));
  }
}
