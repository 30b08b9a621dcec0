/**
 * The category page the grid probe measures: `/en/casino/<friendlyUrl>` of the casino category with
 * the most games (on the large catalogue, `all-games`), read from the sandbox through the contract's
 * getGameCategories call as a desktop browser asks it. English, so the probe finds the page's texts.
 */
import { CLIENT_HEADERS } from './category-path.reader.ts';

/** The query of the desktop casino lobby's categories (the grid probe runs a desktop window). */
export const DESKTOP_CATEGORIES_PATH =
  '/api/v2/customerfacing/gaming/gameCategories?page=CASINO&mobile=false&gameType=RNG';

/** friendlyUrls with a page of their own rather than a grid (games-and-content.md §2). */
const SPECIAL_PAGES = new Set(['last-played', 'favourites', 'providers', 'collections']);

/** Category types addressed under a path of their own (/casino/collections/…), not as plain ones. */
const OWN_PATH_TYPES = new Set(['COLLECTION', 'VENDOR']);

/** The fields of the contract's Category that decide whether it is a plain category and how big. */
interface CategoryFields {
  readonly friendlyUrl: string;
  readonly enabled: boolean;
  readonly enabledGamesCount: number;
  readonly gameCategoryType?: unknown;
  readonly lobbyOnly?: unknown;
}

function isCategory(value: unknown): value is CategoryFields {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record['friendlyUrl'] === 'string' &&
    typeof record['enabled'] === 'boolean' &&
    typeof record['enabledGamesCount'] === 'number'
  );
}

const isPlain = (category: CategoryFields): boolean =>
  category.enabled &&
  category.enabledGamesCount > 0 &&
  category.lobbyOnly !== true &&
  !SPECIAL_PAGES.has(category.friendlyUrl) &&
  !(typeof category.gameCategoryType === 'string' && OWN_PATH_TYPES.has(category.gameCategoryType));

/**
 * The English page path of the plain category (enabled, with a page of its own, not a collection
 * or provider, not lobby-only) with the most games; the first listed on a tie. Throws when none is.
 */
export function largestCategoryPath(categories: unknown): string {
  if (!Array.isArray(categories)) throw new Error('getGameCategories did not answer an array');
  const largest = categories
    .filter(isCategory)
    .filter(isPlain)
    .reduce<CategoryFields | undefined>(
      (best, category) =>
        best === undefined || category.enabledGamesCount > best.enabledGamesCount ? category : best,
      undefined,
    );
  if (largest === undefined) throw new Error('getGameCategories answered no plain category with games');
  return `/en/casino/${encodeURIComponent(largest.friendlyUrl)}`;
}

/** Asks the sandbox at `origin` for the desktop casino categories and returns the largest one's path. */
export async function fetchLargestCategoryPath(origin: string): Promise<string> {
  const url = `${origin}${DESKTOP_CATEGORIES_PATH}`;
  const response = await fetch(url, { headers: CLIENT_HEADERS, signal: AbortSignal.timeout(60_000) }).catch(
    (error: unknown) => {
      throw new Error(
        `getGameCategories at ${url}: ${error instanceof Error ? error.message : String(error)}`,
      );
    },
  );
  if (!response.ok)
    throw new Error(`getGameCategories answered ${response.status}: ${await response.text()}`);
  return largestCategoryPath(await response.json());
}
