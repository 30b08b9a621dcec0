const decode = (raw: string): string => {
  try {
    return decodeURIComponent(raw.replaceAll('+', ' '));
  } catch {
    return raw;
  }
};

/**
 * The parameters of a query string (with or without the leading `?`), decoded; the first value of a
 * repeated name wins. A name without `=` has the empty value.
 */
export function readQuery(search: string): ReadonlyMap<string, string> {
  const query = search.startsWith('?') ? search.slice(1) : search;
  const params = new Map<string, string>();
  for (const pair of query.split('&')) {
    if (pair === '') continue;
    const at = pair.indexOf('=');
    const name = decode(at === -1 ? pair : pair.slice(0, at));
    if (!params.has(name)) params.set(name, at === -1 ? '' : decode(pair.slice(at + 1)));
  }
  return params;
}
