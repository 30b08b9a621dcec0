import type {
  ActivityFeedItem,
  JackpotFeed,
  JackpotFeedData,
  LiveTable,
} from '@lv-casino/core/feeds/feeds.ts';
import type { Result } from '@lv-casino/core/shared/result.ts';
import type { components } from '@lv-casino/sdk/generated/openapi.ts';
import { decode, DtoReader, malformed } from './dto-reader.ts';

type Schemas = components['schemas'];

const isObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A field of an unchecked object (undefined when it is not an object), for what DtoReader cannot list. */
const fieldOf = (value: unknown, key: string): unknown => (isObject(value) ? value[key] : undefined);

/**
 * The entries of a map-shaped object of the contract (additionalProperties), each value read by
 * `read` with its path; anything but an object is malformed.
 */
const mapEntries = <Value, T>(
  value: unknown,
  path: string,
  read: (entry: DtoReader<Value>) => T,
): Record<string, T> => {
  if (!isObject(value)) return malformed(`${path} is not an object`);
  return Object.fromEntries(
    Object.entries(value).map(([key, entry]) => [key, read(DtoReader.of<Value>(entry, `${path}.${key}`))]),
  );
};

/** ActivityFeedItem[] DTO → the month's biggest wins, in the order given (biggest first). */
export const toActivityFeed = (body: unknown): Result<ActivityFeedItem[], string> =>
  decode(() =>
    DtoReader.list<Schemas['ActivityFeedItem']>(body).map((dto) => ({
      uniqueGameId: dto.nullableString('uniqueGameId'),
      winAmount: dto.integer('winAmount'),
      marker: dto.string('marker'),
      gameProduct: dto.string('gameProduct'),
      messages: dto.objects<Schemas['LocalisedFeedMessage']>('messageDTOList').map((message) => ({
        locale: message.string('locale'),
        message: message.string('message'),
      })),
    })),
  );

const toJackpotFeedData = (dto: DtoReader<Schemas['JackpotFeedData']>): JackpotFeedData => ({
  jackpotFeedName: dto.string('jackpotFeedName'),
  // The contract says a string; core has a fallback for a sub-feed without one, so null is let through.
  jackpotCurrency: dto.nullableString('jackpotCurrency'),
  jackpotLevels: dto.objects<Schemas['JackpotLevel']>('jackpotLevels').map((level) => ({
    jackpotLevel: level.string('jackpotLevel'),
    currentValue: level.integer('currentValue'),
  })),
  perGameJackpots: dto.objects<Schemas['PerGameJackpot']>('perGameJackpots').map((jackpot) => ({
    gameId: jackpot.integer('gameId'),
    jackpotAmount: jackpot.integer('jackpotAmount'),
  })),
  totalJackpotAmount: dto.integer('totalJackpotAmount'),
  eligibleGameIds: dto.integers('eligibleGameIds'),
});

/** JackpotFeed DTO → the jackpots by provider key (as sent: lower-case codes), amounts in minor units. */
export const toJackpotFeed = (body: unknown): Result<JackpotFeed, string> =>
  decode(() =>
    mapEntries<Schemas['JackpotProviderFeed'], JackpotFeed[string]>(body, 'body', (provider) => ({
      jackpotType: provider.oneOf('jackpotType', ['MYSTERY_MULTI_LEVEL', 'PER_GAME']),
      jackpotFeedDataList: provider
        .objects<Schemas['JackpotFeedData']>('jackpotFeedDataList')
        .map(toJackpotFeedData),
    })),
  );

const toLiveTable = (raw: unknown, path: string): LiveTable => {
  const table = DtoReader.of<Schemas['LiveTable']>(raw, path);
  return {
    denchGameId: table.string('denchGameId'),
    open: table.boolean('open'),
    gameType: table.string('gameType'),
    results: table.strings('results'),
    betLimits: mapEntries<Schemas['BetLimit'], LiveTable['betLimits'][string]>(
      fieldOf(raw, 'betLimits'),
      `${path}.betLimits`,
      (limit) => ({ min: limit.integer('min'), max: limit.integer('max') }),
    ),
  };
};

/** LiveTableState DTO → its tables; results newest first, bet limits by currency in minor units. */
export const toLiveTables = (body: unknown): Result<LiveTable[], string> =>
  decode(() => {
    DtoReader.of<Schemas['LiveTableState']>(body);
    const tables = fieldOf(body, 'tables');
    const list = Array.isArray(tables) ? tables : malformed('body.tables is not an array');
    return list.map((raw: unknown, index) => toLiveTable(raw, `body.tables[${String(index)}]`));
  });
