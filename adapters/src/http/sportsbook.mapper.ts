import type { Result } from '@lv-casino/core/shared/result.ts';
import type { SportsbookToken, SportsbookWidgetConfig } from '@lv-casino/core/sportsbook/sportsbook.ts';
import type { components } from '@lv-casino/sdk/generated/openapi.ts';
import { decode, DtoReader, malformed } from './dto-reader.ts';

type Schemas = components['schemas'];

const CULTURES = ['lv-LV', 'ru-RU', 'en-GB'] as const;

/** An absolute http(s) URL (format uri); the widget script is loaded from it. */
const absoluteUrl = (text: string, path: string): string =>
  /^https?:\/\/[^\s/?#]+/i.test(text) ? text : malformed(`${path} is not an absolute http(s) URL`);

/** An ISO 8601 date-time → ms since the epoch. */
const instant = (text: string, path: string): number => {
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? malformed(`${path} is not a date-time`) : ms;
};

/** BetInActionConfig DTO → SportsbookWidgetConfig. */
export const toSportsbookWidgetConfig = (body: unknown): Result<SportsbookWidgetConfig, string> =>
  decode(() => {
    const dto = DtoReader.of<Schemas['BetInActionConfig']>(body);
    return {
      widgetScriptUrl: absoluteUrl(dto.string('widgetScriptUrl'), 'body.widgetScriptUrl'),
      culture: dto.oneOf('culture', CULTURES),
      versions: dto.strings('versions'),
      banners: dto.strings('banners'),
    };
  });

/** SportsbookToken DTO → SportsbookToken (`expiresAt` as ms since the epoch, null when absent). */
export const toSportsbookToken = (body: unknown): Result<SportsbookToken, string> =>
  decode(() => {
    const dto = DtoReader.of<Schemas['SportsbookToken']>(body);
    return {
      token: dto.string('token'),
      expiresAt: dto.isNull('expiresAt') ? null : instant(dto.string('expiresAt'), 'body.expiresAt'),
    };
  });
