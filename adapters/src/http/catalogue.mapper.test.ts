import { describe, expect, it } from 'vitest';
import { aCategoryDto, aGameDto, aGamePageDto } from '../testing/dto.builders.ts';
import { toCategories, toGamePage } from './catalogue.mapper.ts';

const source = { baseUrl: 'http://api.test', defaultThumbnailUrl: '/images/default-game-square.svg' };

const firstCategory = (dto: ReturnType<typeof aCategoryDto>, lang: 'lv' | 'en' | 'ru' = 'en') => {
  const result = toCategories([dto], lang, 'lv');
  if (!result.ok) throw new Error(result.error);
  return result.value[0];
};

const firstGame = (dto: ReturnType<typeof aGameDto>, thumbnails = source) => {
  const result = toGamePage(aGamePageDto({ content: [dto] }), thumbnails);
  if (!result.ok) throw new Error(result.error);
  return result.value.games[0];
};

describe('toCategories', () => {
  it('maps a category with its name in the requested language', () => {
    expect(firstCategory(aCategoryDto(), 'ru')).toEqual({
      id: 12,
      friendlyUrl: 'popular',
      name: 'Популярные',
      orderNumber: 1,
      enabled: true,
      enabledGamesCount: 24,
      pageToShowOn: ['CASINO', 'LIVE_CASINO'],
    });
  });

  it('falls back to the default language when the requested one has no name', () => {
    const dto = aCategoryDto({ gameCategoryNameTranslations: [{ lang: 'lv', name: 'Populārākās' }] });

    expect(firstCategory(dto, 'en')?.name).toBe('Populārākās');
  });

  it('falls back to the plain name when neither language has one', () => {
    const dto = aCategoryDto({
      name: 'Popular',
      gameCategoryNameTranslations: [{ lang: 'ru', name: 'Топ' }],
    });

    expect(firstCategory(dto, 'en')?.name).toBe('Popular');
  });

  it('matches translation languages regardless of case', () => {
    const dto = aCategoryDto({ gameCategoryNameTranslations: [{ lang: 'EN', name: 'Top games' }] });

    expect(firstCategory(dto, 'en')?.name).toBe('Top games');
  });

  it('skips a blank translation', () => {
    const dto = aCategoryDto({
      gameCategoryNameTranslations: [
        { lang: 'en', name: ' ' },
        { lang: 'lv', name: 'Populārākās' },
      ],
    });

    expect(firstCategory(dto, 'en')?.name).toBe('Populārākās');
  });

  it('splits pageToShowOn, ignoring spaces and empty items', () => {
    expect(firstCategory(aCategoryDto({ pageToShowOn: 'CASINO, PROVIDERS,' }))?.pageToShowOn).toEqual([
      'CASINO',
      'PROVIDERS',
    ]);
  });

  it('fails when the body is not a list, naming it', () => {
    expect(toCategories({ content: [] }, 'lv', 'lv')).toEqual({ ok: false, error: 'body is not an array' });
  });

  it('fails on a malformed translation, naming its position', () => {
    const dto = { ...aCategoryDto(), gameCategoryNameTranslations: [{ lang: 'lv' }] };

    expect(toCategories([dto], 'lv', 'lv')).toEqual({
      ok: false,
      error: 'body[0].gameCategoryNameTranslations[0].name is not a string',
    });
  });
});

describe('toGamePage', () => {
  it('maps a page of games and its total', () => {
    const result = toGamePage(
      aGamePageDto({ content: [aGameDto(), aGameDto({ id: 502 })], totalElements: 40 }),
      source,
    );

    expect(result.ok && { count: result.value.games.length, total: result.value.total }).toEqual({
      count: 2,
      total: 40,
    });
  });

  it('maps the fields of a game', () => {
    expect(firstGame(aGameDto())).toEqual({
      id: 501,
      uniqueGameId: 'pragmatic-gates-of-olympus',
      friendlyUrl: 'gates-of-olympus',
      name: 'Gates of Olympus',
      gameType: 'RNG',
      provider: 'PRAGMATIC',
      isNew: false,
      isHot: true,
      realMoneyEnabled: true,
      demoModeEnabled: true,
      categoryIds: [12],
      thumbnailUrl:
        'http://api.test/api/v1/customerfacing/gaming/images/pragmatic-gates-of-olympus/square/gates-of-olympus.webp',
    });
  });

  it('resolves the thumbnail against a base URL with a trailing slash', () => {
    const game = firstGame(aGameDto({ uniqueGameId: 'evo-lightning' }), {
      ...source,
      baseUrl: 'https://x.lv/',
    });

    expect(game?.thumbnailUrl).toBe(
      'https://x.lv/api/v1/customerfacing/gaming/images/evo-lightning/square/gates-of-olympus.webp',
    );
  });

  it('uses the default square image for a game without a uniqueGameId', () => {
    expect(firstGame(aGameDto({ uniqueGameId: null }))?.thumbnailUrl).toBe('/images/default-game-square.svg');
  });

  it('fails on a game type outside the contract', () => {
    const page = { ...aGamePageDto(), content: [{ ...aGameDto(), gameType: 'SPORT' }] };

    expect(toGamePage(page, source)).toEqual({
      ok: false,
      error: 'body.content[0].gameType is not one of RNG, LIVE_CASINO',
    });
  });

  it('fails on category ids that are not integers', () => {
    const page = { ...aGamePageDto(), content: [{ ...aGameDto(), gameCategoryIds: ['12'] }] };

    expect(toGamePage(page, source).ok).toBe(false);
  });
});
