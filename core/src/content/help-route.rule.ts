/**
 * /help and /help/{selectedPage} (games-and-content.md §2): the help page, with the page selected
 * when one is named; null for any other path (after the language prefix).
 */
export function parseHelpRoute(rest: string): { readonly selectedPage: string | null } | null {
  const match = /^\/help(?:\/([^/]+))?\/?$/.exec(rest);
  if (match === null) return null;
  return { selectedPage: match[1] ?? null };
}
