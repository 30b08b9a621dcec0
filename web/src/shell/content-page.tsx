import { createElement } from 'react';
import type { ContentPageEntry } from '../kernel/registry.ts';
import { usePreparedView } from '../kernel/prepared-view.ts';

/**
 * A content page: its chunk, container module and messages load, then its view renders; nothing in
 * between (the page keeps what was shown). A chunk that cannot load is thrown to the route's error
 * boundary, which offers a reload, as any page's would.
 */
export function ContentPage({ entry }: { readonly entry: ContentPageEntry }) {
  const prepared = usePreparedView(entry.owner, entry.load);
  if (prepared.kind === 'failed') throw prepared.error;
  return prepared.kind === 'ready' ? createElement(prepared.view) : null;
}
