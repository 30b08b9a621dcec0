import contentPages from 'virtual:feature-manifests/contentPages';
import type { ContentPageEntry, ContentPageKind } from '../kernel/registry.ts';
import { collect } from './manifests.ts';

/**
 * The content pages under a language (games-and-content.md §2), by core's content route, from the
 * features' manifests (their `contentPages`): collected in the unknown-path chunk rather than the first
 * paint's route table, so none of them costs the lobby a byte. Each view reads its own place from the
 * location.
 */
export const CONTENT_PAGES: ReadonlyMap<ContentPageKind, ContentPageEntry> = new Map(
  collect(contentPages).map((entry) => [entry.kind, entry]),
);
