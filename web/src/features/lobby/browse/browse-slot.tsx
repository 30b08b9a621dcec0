import { useLazyFeature } from '../../../kernel/lazy-feature.ts';
import type { BrowseSectionProps } from './browse-section.tsx';

/**
 * The lobby's provider slider or collections: view, module and messages are a chunk of their own,
 * loaded when the slot first renders (below the strips, after the first paint). Until then, and if
 * the chunk cannot load, the slot is empty.
 */
export default function BrowseSlot(props: BrowseSectionProps) {
  return useLazyFeature(
    'lobby-browse',
    () =>
      Promise.all([import('./browse-section.tsx'), import('./browse.module.ts')]).then(([view, feature]) => ({
        view: view.default,
        module: feature.browseModule,
        messages: feature.browseMessages,
      })),
    props,
  );
}
