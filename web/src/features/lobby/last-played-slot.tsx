import type { LobbyPage } from '@lv-casino/core/catalogue/catalogue.ts';
import { useLazyFeature } from '../../kernel/lazy-feature.ts';

/** The last-played strip with its module (a logged-in player's lobby loads this chunk). */
export default function LastPlayedSlot({ lobby }: { readonly lobby: LobbyPage }) {
  return useLazyFeature(
    'lobby',
    () =>
      Promise.all([import('./last-played-strip.tsx'), import('./last-played.module.ts')]).then(
        ([view, feature]) => ({ view: view.default, module: feature.lastPlayedModule }),
      ),
    { lobby },
  );
}
