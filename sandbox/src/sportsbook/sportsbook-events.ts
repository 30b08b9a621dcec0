import { createPrng, hashString } from '../seed/prng.ts';

export type Culture = 'lv-LV' | 'ru-RU' | 'en-GB';

export interface SportsbookOutcome {
  /** 1, X or 2. */
  readonly key: string;
  readonly label: string;
  /** Decimal odds, two decimals. */
  readonly odds: number;
}

export interface SportsbookEvent {
  readonly id: string;
  readonly sport: string;
  readonly league: string;
  readonly home: string;
  readonly away: string;
  /** ISO date-time of the kick-off. */
  readonly startsAt: string;
  readonly live: boolean;
  /** Score and minute of a live or virtual event; null before it starts. */
  readonly score: string | null;
  readonly minute: number | null;
  readonly outcomes: readonly SportsbookOutcome[];
}

const sports: Readonly<Record<string, Readonly<Record<Culture, string>>>> = {
  football: { 'lv-LV': 'Futbols', 'ru-RU': 'Футбол', 'en-GB': 'Football' },
  hockey: { 'lv-LV': 'Hokejs', 'ru-RU': 'Хоккей', 'en-GB': 'Ice hockey' },
  basketball: { 'lv-LV': 'Basketbols', 'ru-RU': 'Баскетбол', 'en-GB': 'Basketball' },
  virtual: { 'lv-LV': 'Virtuālais futbols', 'ru-RU': 'Виртуальный футбол', 'en-GB': 'Virtual football' },
};
const draw: Readonly<Record<Culture, string>> = { 'lv-LV': 'Neizšķirts', 'ru-RU': 'Ничья', 'en-GB': 'Draw' };

const leagues: readonly (readonly [sport: string, league: string, teams: readonly string[]])[] = [
  [
    'football',
    'Optibet Virslīga',
    ['RFS', 'Rīgas FS', 'Valmiera', 'Liepāja', 'Auda', 'Daugavpils', 'Jelgava', 'Metta'],
  ],
  [
    'hockey',
    'Optibet hokeja līga',
    ['Zemgale/LBTU', 'Mogo/RSU', 'Liepāja', 'Prizma', 'Kurbads', 'Olimp/Venta 2002'],
  ],
  [
    'basketball',
    'Latvijas–Igaunijas līga',
    ['VEF Rīga', 'Rīgas Zeļļi', 'Ventspils', 'Valmiera Glass', 'Liepāja', 'Ogre'],
  ],
];
const virtualTeams = [
  'Rīga Lions',
  'Baltic Eagles',
  'Daugava Stars',
  'Amber United',
  'Gauja Wolves',
  'Venta Sharks',
];

const minuteMs = 60_000;
const hourMs = 60 * minuteMs;
/** A virtual match lasts three minutes of the clock (90 virtual minutes). */
export const virtualMatchMs = 3 * minuteMs;

const odds = (value: number): number => Math.round(value * 100) / 100;

function outcomesOf(
  key: string,
  culture: Culture,
  home: string,
  away: string,
  drift: number,
  withDraw: boolean,
): SportsbookOutcome[] {
  const prng = createPrng(hashString(key));
  const strength = prng.next() * 0.6 + 0.2 + drift;
  const p1 = Math.min(0.85, Math.max(0.1, strength));
  const pX = withDraw ? 0.25 : 0;
  const p2 = Math.max(0.08, 1 - p1 - pX);
  const margin = 1.06;
  return [
    { key: '1', label: home, odds: odds(1 / (p1 * margin)) },
    ...(withDraw ? [{ key: 'X', label: draw[culture], odds: odds(1 / (pX * margin)) }] : []),
    { key: '2', label: away, odds: odds(1 / (p2 * margin)) },
  ];
}

/**
 * The events a widget version shows at `now`: prelive lists the coming matches of the Latvian leagues,
 * live the matches in play (score and minute from the clock, odds drifting with them), any virtual
 * version (virtuals, vfec, vfwc, …) the virtual football round running now. Team and league names stay
 * as they are; sport names and the draw follow the culture.
 */
export function eventsOf(version: string, culture: Culture, now: number): SportsbookEvent[] {
  if (version === 'live') return liveEvents(culture, now);
  if (version === 'prelive' || version === 'user') return preliveEvents(culture, now);
  return virtualEvents(version, culture, now);
}

function preliveEvents(culture: Culture, now: number): SportsbookEvent[] {
  const hour = Math.floor(now / hourMs);
  return leagues.flatMap(([sport, league, teams], l) =>
    [0, 1, 2].map((i) => {
      const slot = hour + 2 + i * 3 + l;
      const prng = createPrng(hashString(`${league}:${slot}`));
      const [home, away] = prng.shuffle(teams);
      const id = `pre-${sport}-${slot}`;
      return {
        id,
        sport: sports[sport]?.[culture] ?? sport,
        league,
        home: home ?? '',
        away: away ?? '',
        startsAt: new Date(slot * hourMs).toISOString(),
        live: false,
        score: null,
        minute: null,
        outcomes: outcomesOf(id, culture, home ?? '', away ?? '', 0, sport === 'football'),
      };
    }),
  );
}

function liveEvents(culture: Culture, now: number): SportsbookEvent[] {
  const hour = Math.floor(now / hourMs);
  return leagues.map(([sport, league, teams]) => {
    const prng = createPrng(hashString(`${league}:live:${hour}`));
    const [home, away] = prng.shuffle(teams);
    const minute = Math.floor((now % hourMs) / minuteMs) + 1;
    const goals = (side: string) => createPrng(hashString(`${league}:${hour}:${side}`)).int(0, 3);
    const [h, a] = [Math.round((goals('h') * minute) / 60), Math.round((goals('a') * minute) / 60)];
    const id = `live-${sport}-${hour}`;
    return {
      id,
      sport: sports[sport]?.[culture] ?? sport,
      league,
      home: home ?? '',
      away: away ?? '',
      startsAt: new Date(hour * hourMs).toISOString(),
      live: true,
      score: `${h}:${a}`,
      minute,
      outcomes: outcomesOf(id, culture, home ?? '', away ?? '', (h - a) * 0.15, sport === 'football'),
    };
  });
}

function virtualEvents(version: string, culture: Culture, now: number): SportsbookEvent[] {
  const round = Math.floor(now / virtualMatchMs);
  const minute = Math.floor(((now % virtualMatchMs) / virtualMatchMs) * 90) + 1;
  const prng = createPrng(hashString(`${version}:${round}`));
  const teams = prng.shuffle(virtualTeams);
  return [0, 1, 2].map((i) => {
    const home = teams[i * 2] ?? '';
    const away = teams[i * 2 + 1] ?? '';
    const id = `${version}-${round}-${i}`;
    const goals = createPrng(hashString(id));
    const [h, a] = [Math.round((goals.int(0, 4) * minute) / 90), Math.round((goals.int(0, 3) * minute) / 90)];
    return {
      id,
      sport: sports.virtual?.[culture] ?? 'Virtual football',
      league: `Virtual league (${version})`,
      home,
      away,
      startsAt: new Date(round * virtualMatchMs).toISOString(),
      live: true,
      score: `${h}:${a}`,
      minute,
      outcomes: outcomesOf(id, culture, home, away, (h - a) * 0.15, true),
    };
  });
}
