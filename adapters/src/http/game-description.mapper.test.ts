import { describe, expect, it } from 'vitest';
import { aGameDescriptionDto } from '../testing/dto.builders.ts';
import { toGameDescription } from './game-description.mapper.ts';

describe('toGameDescription', () => {
  it('maps the description, keeping its HTML', () => {
    expect(toGameDescription(aGameDescriptionDto(), 501)).toEqual({
      ok: true,
      value: {
        gameId: 501,
        lang: 'lv',
        title: 'Gates of Olympus',
        descriptionHtml: '<p>Zeusa spēle ar reizinātājiem līdz 500x un bezmaksas griezieniem.</p>',
        rtp: 96.5,
        volatility: 'HIGH',
      },
    });
  });

  it('reads a missing RTP and volatility as none', () => {
    const { rtp: _, volatility: __, ...withoutBoth } = aGameDescriptionDto();

    expect(toGameDescription(withoutBoth, 501)).toMatchObject({
      ok: true,
      value: { rtp: null, volatility: null },
    });
  });

  it('reads a null RTP and volatility as none', () => {
    expect(toGameDescription(aGameDescriptionDto({ rtp: null, volatility: null }), 501)).toMatchObject({
      ok: true,
      value: { rtp: null, volatility: null },
    });
  });

  it.each([
    ['another game', { gameId: 502 }, 'body.gameId is not 501'],
    ['a locale the site has no language for', { locale: 'de' }, 'body.locale is not one of lv, en, ru'],
    ['an RTP that is not a number', { rtp: '96.5' as unknown as number }, 'body.rtp is not a number or null'],
    [
      'a volatility that is not a string',
      { volatility: 3 as unknown as string },
      'body.volatility is not a string or null',
    ],
    ['no description', { description: undefined as unknown as string }, 'body.description is not a string'],
  ])('rejects %s', (_, overrides, reason) => {
    expect(toGameDescription(aGameDescriptionDto(overrides), 501)).toEqual({ ok: false, error: reason });
  });

  it('rejects a body that is not an object', () => {
    expect(toGameDescription('<p>text</p>', 501)).toEqual({ ok: false, error: 'body is not an object' });
  });
});
