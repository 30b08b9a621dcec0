import { describe, expect, it } from 'vitest';
import { aGameLaunchDto } from '../testing/dto.builders.ts';
import { toGameLaunch } from './game.mapper.ts';

const realPlayOf501 = { gameId: 501, real: true } as const;

describe('toGameLaunch', () => {
  it('maps the launch URL', () => {
    expect(
      toGameLaunch(aGameLaunchDto({ launchUrl: 'http://127.0.0.1:4000/g?mode=real' }), realPlayOf501),
    ).toEqual({ ok: true, value: { url: 'http://127.0.0.1:4000/g?mode=real' } });
  });

  it('accepts a demo launch without a game session', () => {
    const demo = aGameLaunchDto({ real: false, gameSessionId: null });

    expect(toGameLaunch(demo, { gameId: 501, real: false }).ok).toBe(true);
  });

  it('fails when the launch URL is missing, naming it', () => {
    const { launchUrl: _, ...withoutUrl } = aGameLaunchDto();

    expect(toGameLaunch(withoutUrl, realPlayOf501)).toEqual({
      ok: false,
      error: 'body.launchUrl is not a string',
    });
  });

  it('fails a launch URL the game frame must not load', () => {
    const dto = aGameLaunchDto({ launchUrl: 'javascript:alert(1)' });

    expect(toGameLaunch(dto, realPlayOf501)).toEqual({
      ok: false,
      error: 'body.launchUrl is not an absolute http(s) URL',
    });
  });

  it('fails a relative launch URL', () => {
    expect(toGameLaunch(aGameLaunchDto({ launchUrl: '/launch/501' }), realPlayOf501).ok).toBe(false);
  });

  it('fails an answer for another game', () => {
    expect(toGameLaunch(aGameLaunchDto({ gameId: 502 }), realPlayOf501)).toEqual({
      ok: false,
      error: 'body.gameId is not 501',
    });
  });

  it('fails a demo answered to a real-money prepare', () => {
    expect(toGameLaunch(aGameLaunchDto({ real: false }), realPlayOf501)).toEqual({
      ok: false,
      error: 'body.real is not true',
    });
  });

  it('fails a game session that is neither text nor null', () => {
    expect(toGameLaunch({ ...aGameLaunchDto(), gameSessionId: 7 }, realPlayOf501)).toEqual({
      ok: false,
      error: 'body.gameSessionId is not a string or null',
    });
  });
});
