import { WhenNear } from '../ui/when-near.tsx';
import { SHELL } from './features.ts';
import { useLazyFeature } from '../kernel/lazy-feature.ts';

function LoadedFooter() {
  return useLazyFeature('footer', SHELL.footer, {});
}

/**
 * The site footer, below every page: its chunk and texts load when the end of the page comes near,
 * so a long page (the lobby) does not carry it in its first paint; a short one loads it at once.
 */
export default function FooterSlot() {
  return (
    <WhenNear>
      <LoadedFooter />
    </WhenNear>
  );
}
