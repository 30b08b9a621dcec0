import type { Locale } from './cms-page.ts';

export type ContentBlockKey =
  | 'PROMOTIONS_SEO'
  | 'PROVIDERS_SEO'
  | 'COLLECTIONS_SEO'
  | 'CASINO_MAIN_BANNER'
  | 'CASINO_SEO'
  | 'LIVE_CASINO_MAIN_BANNER'
  | 'CASINO_LIVE_SEO'
  | 'GAME_CATEGORY'
  | 'ALTENAR_SPORT_CENTER_BANNER'
  | '404_ERROR_PAGE';

type Block = readonly [title: string | null, content: string];

/**
 * The content blocks by key and locale. ALTENAR_SPORT_CENTER_BANNER has no Russian text, so that
 * locale answers 404 (as the contract describes a key without content).
 */
export const contentBlocks: Readonly<Record<ContentBlockKey, Partial<Record<Locale, Block>>>> = {
  PROMOTIONS_SEO: {
    lv: ['Kazino akcijas', '<p>Aktuālās kazino, dzīvā kazino un sporta likmju akcijas.</p>'],
    en: ['Casino promotions', '<p>Current casino, live casino and sports betting promotions.</p>'],
    ru: ['Акции казино', '<p>Актуальные акции казино, живого казино и ставок.</p>'],
  },
  PROVIDERS_SEO: {
    lv: ['Spēļu piegādātāji', '<p>Spēles no vairāk nekā 25 licencētiem piegādātājiem.</p>'],
    en: ['Game providers', '<p>Games from more than 25 licensed providers.</p>'],
    ru: ['Провайдеры игр', '<p>Игры более чем 25 лицензированных провайдеров.</p>'],
  },
  COLLECTIONS_SEO: {
    lv: ['Spēļu kolekcijas', '<p>Spēles, sagrupētas pēc tēmām.</p>'],
    en: ['Game collections', '<p>Games grouped by theme.</p>'],
    ru: ['Коллекции игр', '<p>Игры, сгруппированные по темам.</p>'],
  },
  CASINO_MAIN_BANNER: {
    lv: [
      'Vasaras turnīrs',
      '<h2>10 000 € balvu fonds</h2><p><a href="/lv/promotions/vasaras-turnirs">Piedalies</a></p>',
    ],
    en: [
      'Summer tournament',
      '<h2>€10,000 prize pool</h2><p><a href="/en/promotions/vasaras-turnirs">Join</a></p>',
    ],
    ru: [
      'Летний турнир',
      '<h2>Призовой фонд 10 000 €</h2><p><a href="/ru/promotions/vasaras-turnirs">Участвуйте</a></p>',
    ],
  },
  CASINO_SEO: {
    lv: [
      'Tiešsaistes kazino Latvijā',
      '<h1>Tiešsaistes kazino Latvijā</h1><p>Vairāk nekā 2000 spēļu no licencētiem piegādātājiem.</p>',
    ],
    en: [
      'Online casino in Latvia',
      '<h1>Online casino in Latvia</h1><p>More than 2,000 games from licensed providers.</p>',
    ],
    ru: [
      'Онлайн-казино в Латвии',
      '<h1>Онлайн-казино в Латвии</h1><p>Более 2000 игр от лицензированных провайдеров.</p>',
    ],
  },
  LIVE_CASINO_MAIN_BANNER: {
    lv: ['Dzīvais kazino', '<h2>Rulete, blekdžeks un bakara tiešraidē</h2>'],
    en: ['Live casino', '<h2>Roulette, blackjack and baccarat, live</h2>'],
    ru: ['Живое казино', '<h2>Рулетка, блэкджек и баккара в прямом эфире</h2>'],
  },
  CASINO_LIVE_SEO: {
    lv: ['Dzīvais kazino tiešsaistē', '<p>Profesionāli krupjē un galdi visu diennakti.</p>'],
    en: ['Live casino online', '<p>Professional dealers and tables around the clock.</p>'],
    ru: ['Живое казино онлайн', '<p>Профессиональные дилеры круглосуточно.</p>'],
  },
  GAME_CATEGORY: {
    lv: [null, '<p>Izvēlies spēli no kategorijas un spēlē demo vai par naudu.</p>'],
    en: [null, '<p>Pick a game of the category and play for fun or for real money.</p>'],
    ru: [null, '<p>Выберите игру категории и играйте в демо или на деньги.</p>'],
  },
  ALTENAR_SPORT_CENTER_BANNER: {
    lv: ['Sporta centrs', '<p>Likmes uz futbolu, hokeju un basketbolu.</p>'],
    en: ['Sport centre', '<p>Bets on football, ice hockey and basketball.</p>'],
  },
  '404_ERROR_PAGE': {
    lv: ['Lapa nav atrasta', '<h1>404</h1><p>Diemžēl šāda lapa neeksistē.</p>'],
    en: ['Page not found', '<h1>404</h1><p>Sorry, this page does not exist.</p>'],
    ru: ['Страница не найдена', '<h1>404</h1><p>К сожалению, такой страницы нет.</p>'],
  },
};

export type CmsMenuKey = 'FOOTER_GAMES' | 'FOOTER_QUICK_LINKS' | 'FOOTER_HELP' | 'FOOTER_MENU';

type MenuItems = readonly (readonly [label: string, link: string])[];

/** The footer menus by key and locale (links: slugs under /{lang}/, or external URLs). */
export const cmsMenus: Readonly<Record<CmsMenuKey, Record<Locale, readonly [string, MenuItems]>>> = {
  FOOTER_GAMES: {
    lv: [
      'Spēles',
      [
        ['Kazino', 'casino'],
        ['Dzīvais kazino', 'live-casino'],
        ['Sporta likmes', 'sport-betting'],
      ],
    ],
    en: [
      'Games',
      [
        ['Casino', 'casino'],
        ['Live casino', 'live-casino'],
        ['Sports betting', 'sport-betting'],
      ],
    ],
    ru: [
      'Игры',
      [
        ['Казино', 'casino'],
        ['Живое казино', 'live-casino'],
        ['Ставки на спорт', 'sport-betting'],
      ],
    ],
  },
  FOOTER_QUICK_LINKS: {
    lv: [
      'Ātrās saites',
      [
        ['Akcijas', 'promotions'],
        ['Sveiciena bonuss', 'landing/sveiciena-bonuss'],
      ],
    ],
    en: [
      'Quick links',
      [
        ['Promotions', 'promotions'],
        ['Welcome bonus', 'landing/sveiciena-bonuss'],
      ],
    ],
    ru: [
      'Быстрые ссылки',
      [
        ['Акции', 'promotions'],
        ['Приветственный бонус', 'landing/sveiciena-bonuss'],
      ],
    ],
  },
  FOOTER_HELP: {
    lv: [
      'Palīdzība',
      [
        ['Biežāk uzdotie jautājumi', 'help/buj'],
        ['Atbildīga spēlēšana', 'atbildiga-spelesana'],
        ['Izložu un azartspēļu uzraudzības inspekcija', 'https://www.iaui.gov.lv'],
      ],
    ],
    en: [
      'Help',
      [
        ['FAQ', 'help/buj'],
        ['Responsible gaming', 'atbildiga-spelesana'],
        ['Lotteries and Gambling Supervisory Inspection of Latvia', 'https://www.iaui.gov.lv'],
      ],
    ],
    ru: [
      'Помощь',
      [
        ['Частые вопросы', 'help/buj'],
        ['Ответственная игра', 'atbildiga-spelesana'],
        ['Инспекция по надзору за лотереями и азартными играми Латвии', 'https://www.iaui.gov.lv'],
      ],
    ],
  },
  FOOTER_MENU: {
    lv: [
      'Informācija',
      [
        ['Noteikumi un nosacījumi', 'noteikumi-un-nosacijumi'],
        ['Privātuma politika', 'privatuma-politika'],
      ],
    ],
    en: [
      'Information',
      [
        ['Terms and conditions', 'noteikumi-un-nosacijumi'],
        ['Privacy policy', 'privatuma-politika'],
      ],
    ],
    ru: [
      'Информация',
      [
        ['Правила и условия', 'noteikumi-un-nosacijumi'],
        ['Политика конфиденциальности', 'privatuma-politika'],
      ],
    ],
  },
};
