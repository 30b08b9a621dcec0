import {
  cmsPage,
  type CmsPageRecord,
  type Locale,
  type PageInput,
  type PromotionCategory,
} from './cms-page.ts';

type Texts = Readonly<Record<Locale, readonly [title: string, body: string, excerpt?: string]>>;

interface PageSeed extends Omit<PageInput, 'locale' | 'title' | 'body' | 'excerpt'> {
  readonly texts: Texts;
}

/** Help, legal and landing pages, published. */
const pages: readonly PageSeed[] = [
  {
    slug: 'help',
    publishedDate: '2026-01-05',
    texts: {
      lv: [
        'Palīdzība',
        '<h1>Palīdzība</h1><p>Atbildes uz biežāk uzdotajiem jautājumiem par kontu, iemaksām un spēlēm.</p>',
      ],
      en: ['Help', '<h1>Help</h1><p>Answers to common questions about your account, deposits and games.</p>'],
      ru: ['Помощь', '<h1>Помощь</h1><p>Ответы на частые вопросы об аккаунте, депозитах и играх.</p>'],
    },
  },
  {
    slug: 'buj',
    path: 'help/buj',
    publishedDate: '2026-01-05',
    texts: {
      lv: [
        'Biežāk uzdotie jautājumi',
        '<h2>Kā veikt iemaksu?</h2><p>Atver profilu un izvēlies cilni Iemaksa.</p>',
      ],
      en: [
        'Frequently asked questions',
        '<h2>How do I deposit?</h2><p>Open your profile and choose the Deposit tab.</p>',
      ],
      ru: [
        'Частые вопросы',
        '<h2>Как внести депозит?</h2><p>Откройте профиль и выберите вкладку «Депозит».</p>',
      ],
    },
  },
  {
    slug: 'atbildiga-spelesana',
    publishedDate: '2026-01-05',
    image: true,
    texts: {
      lv: [
        'Atbildīga spēlēšana',
        '<h1>Atbildīga spēlēšana</h1><p>Spēlē atbildīgi un nosaki sev limitus.</p>',
      ],
      en: [
        'Responsible gaming',
        '<h1>Responsible gaming</h1><p>Play responsibly and set your own limits.</p>',
      ],
      ru: [
        'Ответственная игра',
        '<h1>Ответственная игра</h1><p>Играйте ответственно и устанавливайте лимиты.</p>',
      ],
    },
  },
  {
    slug: 'noteikumi-un-nosacijumi',
    publishedDate: '2026-02-01',
    texts: {
      lv: [
        'Noteikumi un nosacījumi',
        '<h1>Noteikumi un nosacījumi</h1><p>Spēlēt drīkst personas no 18 gadu vecuma.</p>',
      ],
      en: ['Terms and conditions', '<h1>Terms and conditions</h1><p>Players must be 18 or older.</p>'],
      ru: ['Правила и условия', '<h1>Правила и условия</h1><p>Играть могут лица старше 18 лет.</p>'],
    },
  },
  {
    slug: 'privatuma-politika',
    publishedDate: '2026-02-01',
    texts: {
      lv: [
        'Privātuma politika',
        '<h1>Privātuma politika</h1><p>Mēs apstrādājam personas datus saskaņā ar VDAR.</p>',
      ],
      en: ['Privacy policy', '<h1>Privacy policy</h1><p>We process personal data under the GDPR.</p>'],
      ru: [
        'Политика конфиденциальности',
        '<h1>Политика конфиденциальности</h1><p>Мы обрабатываем данные согласно GDPR.</p>',
      ],
    },
  },
  {
    slug: 'landing',
    publishedDate: '2026-03-01',
    image: true,
    texts: {
      lv: ['Laipni lūgti', '<h1>Laipni lūgti LV Casino</h1><p>Vairāk nekā 2000 spēļu un dzīvais kazino.</p>'],
      en: ['Welcome', '<h1>Welcome to LV Casino</h1><p>More than 2,000 games and a live casino.</p>'],
      ru: ['Добро пожаловать', '<h1>Добро пожаловать в LV Casino</h1><p>Более 2000 игр и живое казино.</p>'],
    },
  },
  {
    slug: 'sveiciena-bonuss',
    path: 'landing/sveiciena-bonuss',
    publishedDate: '2026-03-01',
    hideHeader: true,
    hideFooter: true,
    image: true,
    texts: {
      lv: ['Sveiciena bonuss', '<h1>100% sveiciena bonuss</h1><p>Pirmajai iemaksai bonuss līdz 200 €.</p>'],
      en: ['Welcome bonus', '<h1>100% welcome bonus</h1><p>Up to €200 on your first deposit.</p>'],
      ru: ['Приветственный бонус', '<h1>100% приветственный бонус</h1><p>До 200 € на первый депозит.</p>'],
    },
  },
  {
    slug: 'ziemas-turnirs-2025',
    path: 'promotions/ziemas-turnirs-2025',
    publishedDate: '2025-12-01',
    status: 'NOT_PUBLISHED',
    redirect: 'promotions',
    texts: {
      lv: ['Ziemas turnīrs 2025', '<p>Turnīrs ir beidzies.</p>'],
      en: ['Winter tournament 2025', '<p>The tournament has ended.</p>'],
      ru: ['Зимний турнир 2025', '<p>Турнир завершён.</p>'],
    },
  },
  {
    slug: 'spelu-uzraudziba',
    publishedDate: '2025-06-01',
    status: 'NOT_PUBLISHED',
    redirect: 'https://www.iaui.gov.lv',
    texts: {
      lv: ['Spēļu uzraudzība', '<p>Lapa pārcelta.</p>'],
      en: ['Gaming supervision', '<p>The page has moved.</p>'],
      ru: ['Надзор за играми', '<p>Страница перемещена.</p>'],
    },
  },
  {
    slug: 'melnraksts',
    publishedDate: '2026-11-01',
    status: 'NOT_PUBLISHED',
    texts: {
      lv: ['Melnraksts', '<p>Vēl nav publicēts.</p>'],
      en: ['Draft', '<p>Not published yet.</p>'],
      ru: ['Черновик', '<p>Ещё не опубликовано.</p>'],
    },
  },
];

const promotion = (
  slug: string,
  category: PromotionCategory,
  publishedDate: string,
  texts: Texts,
): PageSeed => ({ slug, path: `promotions/${slug}`, promotion: category, publishedDate, image: true, texts });

/** Promotions: at least one of every category (sport, live-sport, casino, live-casino, virtuals, new-clients). */
const promotions: readonly PageSeed[] = [
  promotion('vasaras-turnirs', 'CASINO', '2026-06-01', {
    lv: [
      'Vasaras turnīrs ar 10 000 € balvu fondu',
      '<h2>Vasaras turnīrs</h2><p>Spēlē no 1. jūnija līdz 31. augustam.</p>',
      'Laimē daļu no 10 000 € balvu fonda.',
    ],
    en: [
      'Summer tournament with a €10,000 prize pool',
      '<h2>Summer tournament</h2><p>Play from 1 June to 31 August.</p>',
      'Win a share of €10,000.',
    ],
    ru: [
      'Летний турнир с призовым фондом 10 000 €',
      '<h2>Летний турнир</h2><p>Играйте с 1 июня по 31 августа.</p>',
      'Выиграйте долю из 10 000 €.',
    ],
  }),
  promotion('griezienu-piektdiena', 'CASINO', '2026-10-02', {
    lv: [
      'Griezienu piektdiena',
      '<p>Katru piektdienu 20 bezmaksas griezieni.</p>',
      '20 bezmaksas griezieni piektdienās.',
    ],
    en: ['Free spins Friday', '<p>20 free spins every Friday.</p>', '20 free spins on Fridays.'],
    ru: ['Пятница вращений', '<p>20 бесплатных вращений каждую пятницу.</p>', '20 вращений по пятницам.'],
  }),
  promotion('dzivais-kazino-atmaksa', 'LIVE_CASINO', '2026-09-15', {
    lv: [
      '10% atmaksa dzīvajā kazino',
      '<p>Katru nedēļu 10% atmaksa līdz 100 €.</p>',
      'Nedēļas atmaksa līdz 100 €.',
    ],
    en: ['10% live casino cashback', '<p>10% weekly cashback up to €100.</p>', 'Weekly cashback up to €100.'],
    ru: ['10% кэшбэк в живом казино', '<p>Еженедельно 10% до 100 €.</p>', 'Кэшбэк до 100 €.'],
  }),
  promotion('futbola-bezriska-likme', 'SPORT', '2026-08-20', {
    lv: ['Bezriska likme futbolā', '<p>Pirmā likme līdz 20 € bez riska.</p>', 'Bezriska likme līdz 20 €.'],
    en: [
      'Risk-free football bet',
      '<p>Your first bet up to €20 without risk.</p>',
      'Risk-free bet up to €20.',
    ],
    ru: [
      'Безрисковая ставка на футбол',
      '<p>Первая ставка до 20 € без риска.</p>',
      'Ставка без риска до 20 €.',
    ],
  }),
  promotion('live-likmju-bonuss', 'LIVE_SPORT', '2026-08-25', {
    lv: ['Live likmju bonuss', '<p>Papildu 5% koeficientam live likmēm.</p>', '+5% live likmēm.'],
    en: ['Live betting boost', '<p>An extra 5% on live bet odds.</p>', '+5% on live bets.'],
    ru: ['Бонус на live-ставки', '<p>Дополнительные 5% к коэффициенту.</p>', '+5% к live-ставкам.'],
  }),
  promotion('virtualo-sacikstu-nedela', 'VIRTUALS', '2026-07-10', {
    lv: ['Virtuālo sacīkšu nedēļa', '<p>Dubultie punkti virtuālajām sacīkstēm.</p>', 'Dubultie punkti.'],
    en: ['Virtual racing week', '<p>Double points on virtual races.</p>', 'Double points.'],
    ru: ['Неделя виртуальных скачек', '<p>Двойные очки за виртуальные скачки.</p>', 'Двойные очки.'],
  }),
  promotion('jaunajiem-klientiem', 'NEW_CLIENTS', '2026-03-01', {
    lv: [
      'Jaunajiem klientiem',
      '<p>100% bonuss pirmajai iemaksai līdz 200 €.</p>',
      '100% bonuss līdz 200 €.',
    ],
    en: ['For new clients', '<p>100% bonus on the first deposit up to €200.</p>', '100% bonus up to €200.'],
    ru: ['Для новых клиентов', '<p>100% бонус на первый депозит до 200 €.</p>', '100% бонус до 200 €.'],
  }),
];

/** Every CMS page of the sandbox in lv, en and ru. */
export function cmsPagesSeed(): CmsPageRecord[] {
  return [...pages, ...promotions].flatMap(({ texts, ...seed }) =>
    (Object.keys(texts) as Locale[]).map((locale) => {
      const [title, body, excerpt] = texts[locale];
      return cmsPage({ ...seed, locale, title, body, ...(excerpt === undefined ? {} : { excerpt }) });
    }),
  );
}
