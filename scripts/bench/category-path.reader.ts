/**
 * The category page the bench measures: `/lv/casino/<friendlyUrl>` of the first category a player
 * sees in the casino lobby, read from the sandbox through the contract's getGameCategories call.
 */

/** The fields of the contract's Category that decide which one a player sees first. */
interface CategoryFields {
  readonly friendlyUrl: string;
  readonly orderNumber: number;
  readonly enabled: boolean;
  readonly enabledGamesCount: number;
}

/** The query of the mobile casino lobby's categories (the bench's Lighthouse runs are mobile). */
export const CATEGORIES_PATH =
  '/api/v2/customerfacing/gaming/gameCategories?page=CASINO&mobile=true&gameType=RNG';

/** The headers every customer-facing call of the Latvian web front end carries. */
export const CLIENT_HEADERS = { 'X-Client-Code': 'lv-casino-web', 'X-Label-Entry-Point': 'LV' } as const;

function isCategory(value: unknown): value is CategoryFields {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record['friendlyUrl'] === 'string' &&
    typeof record['orderNumber'] === 'number' &&
    typeof record['enabled'] === 'boolean' &&
    typeof record['enabledGamesCount'] === 'number'
  );
}

/**
 * The path of the first category a player sees: the contract lists categories in no particular
 * order, so it is the lowest orderNumber among the enabled ones with games. Throws when none is.
 */
export function firstCategoryPath(categories: unknown): string {
  if (!Array.isArray(categories)) throw new Error('getGameCategories did not answer an array');
  const shown = categories
    .filter(isCategory)
    .filter((category) => category.enabled && category.enabledGamesCount > 0)
    .sort((a, b) => a.orderNumber - b.orderNumber);
  const first = shown[0];
  if (first === undefined) throw new Error('getGameCategories answered no enabled category with games');
  return `/lv/casino/${encodeURIComponent(first.friendlyUrl)}`;
}

/** Asks the sandbox at `origin` for the casino categories and returns the first one's page path. */
export async function fetchFirstCategoryPath(origin: string): Promise<string> {
  const response = await fetch(`${origin}${CATEGORIES_PATH}`, { headers: CLIENT_HEADERS });
  if (!response.ok)
    throw new Error(`getGameCategories answered ${response.status}: ${await response.text()}`);
  return firstCategoryPath(await response.json());
}
