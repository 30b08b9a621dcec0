import { WhenNear } from '../ui/when-near.tsx';
import { FOOTER } from './first-paint-contributions.ts';
import { useLazyFeature } from '../kernel/lazy-feature.ts';

function LoadedFooter() {
  return useLazyFeature(FOOTER.owner, FOOTER.load, {});
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
