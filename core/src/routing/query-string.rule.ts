const decode = (raw: string): string => {
  try {
    return decodeURIComponent(raw.replaceAll('+', ' '));
  } catch {
    return raw;
  }
};

/**
 * The parameters of a query string (with or without the leading `?`), decoded, the first value of a
 * repeated name winning. A malformed escape is kept as written.
 */
export function parseQuery(search: string): ReadonlyMap<string, string> {
  const query = search.startsWith('?') ? search.slice(1) : search;
  const params = new Map<string, string>();
  for (const pair of query.split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const name = decode(equals === -1 ? pair : pair.slice(0, equals));
    if (!params.has(name)) params.set(name, equals === -1 ? '' : decode(pair.slice(equals + 1)));
  }
  return params;
}

/** A query string (with the leading `?`, or `''` when empty) of the parameters, in order, encoded. */
export const formatQuery = (params: Iterable<readonly [string, string]>): string => {
  const pairs = [...params].map(
    ([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`,
  );
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
};
