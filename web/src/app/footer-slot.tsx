import { useEffect, useState, type ComponentType } from 'react';
import { WhenNear } from '../ui/when-near.tsx';
import { useInjection } from './container-context.ts';
import { FeatureModules } from './feature-modules.ts';
import { SHELL } from './features.ts';

function LoadedFooter() {
  const features = useInjection(FeatureModules);
  const [Footer, setFooter] = useState<ComponentType | null>(null);
  useEffect(() => {
    let current = true;
    SHELL.footer()
      .then((feature) => features.prepare('footer', feature))
      .then(
        (view) => {
          if (current) setFooter(() => view);
        },
        () => undefined,
      );
    return () => {
      current = false;
    };
  }, [features]);
  return Footer === null ? null : <Footer />;
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
