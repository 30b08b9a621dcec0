import type { Language } from '@lv-casino/core/routing/language.ts';
import type { NavigationIntent } from '@lv-casino/core/routing/navigation-intent.ts';
import type { Location, To } from 'react-router';
import { MODAL_PARAM, pathOf, withLanguage } from './app-paths.ts';

/*
 * How AppNavigator turns core's navigation intents into one move of the router: a chunk of its own,
 * loaded with the player's first input or the first intent (kernel/app-navigator.ts), as the lobby's
 * start-up performs none.
 */

/** History state of an entry whose modal was opened inside the app, so Back (or closing) returns. */
interface ModalEntryState {
  readonly modalOpenedInApp: true;
}

const isInAppModalEntry = (state: unknown): state is ModalEntryState =>
  typeof state === 'object' &&
  state !== null &&
  (state as Partial<ModalEntryState>).modalOpenedInApp === true;

interface Target {
  readonly pathname: string;
  readonly params: URLSearchParams;
  readonly state: ModalEntryState | null;
  readonly replace: boolean;
}

/** What the navigator knows besides the location. */
export interface NavigatorState {
  /** `modal` and every query parameter a modal owns. */
  readonly modalParams: readonly string[];
  /** Key of the entry a navigation has already left (it is under way). */
  readonly leftKey: string | null;
  /** The page's language, for the paths of named pages. */
  readonly pageLanguage: Language;
}

/** The router's move: none, Back, or to a location. */
export type NavigationMove =
  | { readonly kind: 'none' }
  | { readonly kind: 'back' }
  | {
      readonly kind: 'go';
      readonly to: To;
      readonly replace: boolean;
      readonly state: ModalEntryState | null;
    };

const NONE: NavigationMove = { kind: 'none' };

/**
 * The move that performs `intents` at `location`, then shows the result in `language` when one is
 * given (its path under the new language prefix, query and hash kept; pages without a prefix stay).
 * Opening a modal pushes an entry marked as opened in the app; closing such a modal goes back, any
 * other (a deep link) is closed by replacing the location without the modal's parameters. A second
 * close of a modal whose entry is already being left does nothing.
 */
export function planNavigation(
  location: Location,
  language: Language | null,
  intents: readonly NavigationIntent[],
  navigator: NavigatorState,
): NavigationMove {
  const effective = intents.filter((intent) => intent.kind !== 'stay');
  if (language === null && effective.length === 0) return NONE;
  const current = new URLSearchParams(location.search);
  if (language === null && effective.every((intent) => intent.kind === 'close-modal')) {
    return closing(location, current, navigator);
  }
  const start: Target = { pathname: location.pathname, params: current, state: null, replace: false };
  const applied = effective.reduce(
    (target, intent) => apply(target, intent, location, language ?? navigator.pageLanguage, navigator),
    start,
  );
  const target =
    language === null
      ? applied
      : { ...applied, pathname: withLanguage(applied.pathname, language), replace: true };
  const search = target.params.toString();
  return {
    kind: 'go',
    to: { pathname: target.pathname, search: search === '' ? '' : `?${search}`, hash: location.hash },
    replace: target.replace,
    state: target.state,
  };
}

function closing(location: Location, params: URLSearchParams, navigator: NavigatorState): NavigationMove {
  if (!params.has(MODAL_PARAM) || navigator.leftKey === location.key) return NONE;
  if (isInAppModalEntry(location.state)) return { kind: 'back' };
  for (const name of navigator.modalParams) params.delete(name);
  const search = params.toString();
  return {
    kind: 'go',
    to: { pathname: location.pathname, search: search === '' ? '' : `?${search}` },
    replace: true,
    state: null,
  };
}

function apply(
  target: Target,
  intent: NavigationIntent,
  location: Location,
  language: Language,
  navigator: NavigatorState,
): Target {
  const params = new URLSearchParams(target.params);
  switch (intent.kind) {
    case 'open-modal': {
      const alreadyOpen = params.has(MODAL_PARAM);
      for (const name of navigator.modalParams) params.delete(name);
      params.set(MODAL_PARAM, intent.modal);
      for (const [name, value] of Object.entries(intent.params ?? {})) params.set(name, value);
      if (target.replace) return { ...target, params };
      // Switching from one modal to another keeps a single entry, so Back still closes it.
      if (alreadyOpen) {
        const inApp = isInAppModalEntry(location.state) ? location.state : null;
        return { ...target, params, state: inApp, replace: true };
      }
      return { ...target, params, state: { modalOpenedInApp: true } };
    }
    case 'close-modal':
      for (const name of navigator.modalParams) params.delete(name);
      return { ...target, params, state: null, replace: true };
    case 'navigate':
      return {
        pathname: pathOf(intent.to, language),
        params: new URLSearchParams(),
        state: null,
        replace: true,
      };
    case 'stay':
      return target;
  }
}
