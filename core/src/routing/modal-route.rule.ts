import type { Device } from '../shared/device.ts';
import type { Language } from './language.ts';
import { LANDING_PATH } from './language-route.rule.ts';

/**
 * Who a modal is for: `logged-in` renders only for a logged-in player (account-and-session.md §2
 * Guard), `logged-out` only for a visitor (entering an account makes no sense once logged in),
 * `anyone` always.
 */
export type ModalAudience = 'logged-in' | 'logged-out' | 'anyone';

/**
 * Every value of the `modal` query parameter (account-and-session.md §2 Modal host), plus the two
 * bonus-history modals the logged-in guard names (games categories and details of a bonus) and the
 * simple-message popup (§2 Other account modals, shown on a SIMPLE_MESSAGE notification), each with
 * its audience: one list, so a modal cannot exist without one.
 */
export const MODAL_AUDIENCE = {
  register: 'logged-out',
  'intermediate-register': 'logged-out',
  login: 'logged-out',
  tac: 'anyone',
  'activate-account': 'anyone',
  'forgot-password': 'logged-out',
  'forgot-password-sms': 'logged-out',
  'reset-password': 'anyone',
  profile: 'logged-in',
  'profile-options': 'logged-in',
  'category-search': 'anyone',
  globalSearchModal: 'anyone',
  'reality-check-modal': 'logged-in',
  'deposit-status-modal': 'anyone',
  promptModal: 'anyone',
  gameModal: 'anyone',
  socketModal: 'anyone',
  splitViewModal: 'anyone',
  filtersModal: 'anyone',
  gameCategoriesList: 'anyone',
  errorModal: 'anyone',
  'new-version-modal': 'anyone',
  'self-excluded-modal': 'anyone',
  'smart-id-authentication': 'logged-out',
  'socket-gaming': 'logged-in',
  'socket-limits-changed': 'anyone',
  'socket-bonus-violation': 'anyone',
  'bonus-history-games-categories': 'logged-in',
  'bonus-history-details': 'logged-in',
  /** Designed: the simple-message popup (§2 Other account modals) of a SIMPLE_MESSAGE notification. */
  'simple-message': 'logged-in',
} as const satisfies Readonly<Record<string, ModalAudience>>;

export type ModalName = keyof typeof MODAL_AUDIENCE;

/** Every modal value, in the order of MODAL_AUDIENCE. */
export const MODAL_NAMES = Object.keys(MODAL_AUDIENCE) as readonly ModalName[];

export const isModalName = (value: string): value is ModalName => Object.hasOwn(MODAL_AUDIENCE, value);

/** The modals that render only for a logged-in user (account-and-session.md §2 Guard). */
export const modalRequiresLogin = (modal: ModalName): boolean => MODAL_AUDIENCE[modal] === 'logged-in';

/**
 * Whether the modal host may render `modal` now: the modal's audience, and intermediate-register
 * only when instantorEnabled is true.
 */
export function isModalAllowed(
  modal: ModalName,
  context: { readonly loggedIn: boolean; readonly instantorEnabled: boolean },
): boolean {
  if (modal === 'intermediate-register' && !context.instantorEnabled) return false;
  switch (MODAL_AUDIENCE[modal]) {
    case 'logged-in':
      return context.loggedIn;
    case 'logged-out':
      return !context.loggedIn;
    case 'anyone':
      return true;
  }
}

/** What the modal host does with the `modal` query value now. */
export type ModalDecision =
  | { readonly kind: 'none' }
  /** The stored session is still being checked: decide nothing yet. */
  | { readonly kind: 'wait' }
  | { readonly kind: 'render'; readonly modal: ModalName }
  /** Not a modal, or not for this player now: the URL loses the modal's parameters. */
  | { readonly kind: 'refuse' };

/**
 * The modal host's guard: the `modal` query value (null when absent), whether the session is settled
 * (restored or known to be anonymous), whether the player is logged in, and instantorEnabled.
 */
export function decideModal(
  value: string | null,
  context: { readonly settled: boolean; readonly loggedIn: boolean; readonly instantorEnabled: boolean },
): ModalDecision {
  if (value === null) return { kind: 'none' };
  if (!context.settled) return { kind: 'wait' };
  if (!isModalName(value) || !isModalAllowed(value, context)) return { kind: 'refuse' };
  return { kind: 'render', modal: value };
}

/**
 * Paths (after the language prefix) that redirect to the casino with the modal of the same name,
 * and the devices on which they do (games-and-content.md §2 Redirects).
 */
const REDIRECTED_PATHS: Readonly<Record<string, { modal: ModalName; devices: readonly Device[] }>> = {
  '/register': { modal: 'register', devices: ['desktop', 'mobile'] },
  '/forgot-password': { modal: 'forgot-password', devices: ['desktop', 'mobile'] },
  '/profile-options': { modal: 'profile-options', devices: ['desktop', 'mobile'] },
  '/activate-account': { modal: 'activate-account', devices: ['desktop', 'mobile'] },
  '/reset-password': { modal: 'reset-password', devices: ['desktop', 'mobile'] },
  '/reality-check-modal': { modal: 'reality-check-modal', devices: ['desktop'] },
  '/login': { modal: 'login', devices: ['mobile'] },
};

export interface ModalRedirectInput {
  readonly lang: Language;
  /** Path after the language prefix, starting with `/` (LanguageRoute `rest`). */
  readonly rest: string;
  /** Query string of the location, with or without the leading `?`; may be empty. */
  readonly search: string;
  readonly device: Device;
}

export type ModalRedirect = { readonly kind: 'none' } | { readonly kind: 'redirect'; readonly to: string };

const keyOf = (pair: string): string => {
  const equals = pair.indexOf('=');
  const raw = equals === -1 ? pair : pair.slice(0, equals);
  try {
    return decodeURIComponent(raw.replaceAll('+', ' '));
  } catch {
    return raw;
  }
};

/**
 * /register, /forgot-password, /profile-options, /activate-account, /reset-password, and
 * /reality-check-modal (desktop) or /login (mobile) redirect to `/{lang}/casino?modal={name}`.
 * Every other query parameter (selectedTab, username, activationKey, key, …) is passed on as it was.
 */
export function resolveModalRedirect(input: ModalRedirectInput): ModalRedirect {
  const path = input.rest.length > 1 && input.rest.endsWith('/') ? input.rest.slice(0, -1) : input.rest;
  const target = Object.hasOwn(REDIRECTED_PATHS, path) ? REDIRECTED_PATHS[path] : undefined;
  if (target === undefined || !target.devices.includes(input.device)) return { kind: 'none' };

  const query = input.search.startsWith('?') ? input.search.slice(1) : input.search;
  const kept = query.split('&').filter((pair) => pair !== '' && keyOf(pair) !== 'modal');
  const search = [`modal=${target.modal}`, ...kept].join('&');
  return { kind: 'redirect', to: `/${input.lang}${LANDING_PATH}?${search}` };
}
