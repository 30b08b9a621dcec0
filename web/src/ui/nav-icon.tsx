import type { NavIconName } from './nav-icon.names.ts';
import './nav-icon.css';

export type { NavIconName };

/**
 * The line icons of the navigation (the bottom bar, the header, the mega menu and the lobby's strips),
 * drawn in the current colour. Their paths are symbols in index.html (`nav-icon-<name>`), referenced
 * here with `<use>`: not a stylesheet's `url(data:image/svg+xml…)`, for which the browser builds a
 * whole SVG document on the main thread in the middle of the first style recalculation (about 100 ms
 * of the lobby's start-up on a phone for the bottom bar's icons), nor paths inline here, whose bytes
 * every start-up would evaluate. Decorative: the control names itself. `nav-icon` for the stylesheets
 * (24 px unless a control's rule sizes it).
 */
export function NavIcon({ name }: { readonly name: NavIconName }) {
  return (
    <svg className="nav-icon" aria-hidden="true">
      <use href={`#nav-icon-${name}`} />
    </svg>
  );
}
