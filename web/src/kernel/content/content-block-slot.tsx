import { useLazyFeature } from '../lazy-feature.ts';
import type { ContentBlockProps } from './content-block.tsx';

/** The key of the block and how it is shown. */
export type ContentBlockSlotProps = ContentBlockProps;

/**
 * A CMS content block of a page (`blockKey`, shown as `variant` 'banner' or 'seo'): its view, module
 * and messages are a chunk of their own, loaded when the slot first renders. Until then, and if the
 * chunk cannot load, the slot is empty: a block is decoration.
 */
export default function ContentBlockSlot(props: ContentBlockSlotProps) {
  return useLazyFeature(
    'content-block',
    () =>
      Promise.all([import('./content-block.tsx'), import('./content-block.module.ts')]).then(
        ([view, feature]) => ({
          view: view.default,
          module: feature.contentBlockModule,
          messages: feature.contentBlockMessages,
        }),
      ),
    props,
  );
}
