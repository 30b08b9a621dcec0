/** Most rounds of percent-decoding {@link normalisedPath} applies (`%255F` → `%5F` → `_` takes two). */
const maxDecodingRounds = 8;

/**
 * The path a request target names, normalised the way any router or proxy on the way might read it, so
 * that a prefix check on it cannot be side-stepped by spelling: the absolute form (`http://host/p`, RFC
 * 9112 §3.2.2) reduced to its path; the query and fragment dropped; percent-escapes decoded until nothing
 * changes (so a double-encoded `%255F` counts as `_`); backslashes read as slashes; `;parameters` of a
 * segment dropped; duplicate slashes collapsed; `.` and `..` segments resolved; lower case.
 */
export function normalisedPath(requestTarget: string): string {
  let path = requestTarget.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#\\]*/i, '');
  path = path.split(/[?#]/, 1)[0] ?? '';
  for (let round = 0; round < maxDecodingRounds; round++) {
    const decoded = path.replace(/%([0-9a-f]{2})/gi, (_escape, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
    if (decoded === path) break;
    path = decoded;
  }
  const segments: string[] = [];
  for (const raw of path.replace(/\\/g, '/').toLowerCase().split('/')) {
    const segment = raw.split(';', 1)[0] ?? '';
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`;
}

/** Whether a request target (as the request line gives it) reaches the control API or its console. */
export function isControlTarget(requestTarget: string): boolean {
  return normalisedPath(requestTarget).startsWith('/__sandbox');
}
