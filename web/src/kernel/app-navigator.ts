import type { Language } from '@lv-casino/core/routing/language.ts';
import type { ModalName } from '@lv-casino/core/routing/modal-route.rule.ts';
import type { NavigationIntent } from '@lv-casino/core/routing/navigation-intent.ts';
import type { Location, NavigateFunction } from 'react-router';
import { MODAL_PARAM } from './app-paths.ts';
import type * as NavigationPlanModule from './navigation-plan.ts';

export { MODAL_PARAM, pathOf, withLanguage } from './app-paths.ts';

type NavigationPlan = typeof NavigationPlanModule;

let loadedPlan: NavigationPlan | null = null;
let loadingPlan: Promise<NavigationPlan> | null = null;

/**
 * Loads how intents become router moves (kernel/navigation-plan.ts), once: a chunk of its own, as
 * the lobby's start-up performs no navigation. Tests load it before they start.
 */
export function loadNavigationPlan(): Promise<NavigationPlan> {
  loadingPlan ??= import('./navigation-plan.ts').then(
    (plan) => (loadedPlan = plan),
    (error: unknown) => {
      // Offline a moment: the next input or intent tries again.
      loadingPlan = null;
      throw error;
    },
  );
  return loadingPlan;
}

/** The player's first input, which loads the navigation plan before it is needed. */
const FIRST_INPUTS = ['pointerdown', 'keydown'] as const;

/**
 * Performs core's navigation intents on the router (kernel/navigation-plan.ts says how). The router
 * side connects through NavigationBridge; intents that arrive before it connects, or before the plan
 * has loaded (with the player's first input, else the first intent), are performed then, in order.
 */
export class AppNavigator {
  readonly #language: () => Language;
  /** Query parameters that belong to a modal; closing it removes them with `modal`. */
  #modalParams: readonly string[];
  #navigate: NavigateFunction | null = null;
  #location: Location | null = null;
  #queued: { readonly language: Language | null; readonly intents: readonly NavigationIntent[] }[] = [];
  /**
   * Key of the entry a navigation has already left (it is under way), so a second close of the same
   * modal does not go back twice.
   */
  #leftKey: string | null = null;

  /**
   * @param language the current language, for the paths of named pages.
   * @param inputs where the player's input arrives (the window): the first loads the plan.
   */
  constructor(language: () => Language, inputs?: EventTarget) {
    this.#language = language;
    this.#modalParams = [MODAL_PARAM];
    if (inputs === undefined || loadedPlan !== null) return;
    const load = (): void => {
      for (const type of FIRST_INPUTS) inputs.removeEventListener(type, load, true);
      loadNavigationPlan().catch(() => undefined);
    };
    for (const type of FIRST_INPUTS) inputs.addEventListener(type, load, { capture: true, passive: true });
  }

  /**
   * `modal` and every query parameter a modal owns (the registry's), told by the modal host when its
   * chunk loads, before any modal is shown or closed.
   */
  knowModalParams(params: readonly string[]): void {
    this.#modalParams = [...new Set([MODAL_PARAM, ...params])];
  }

  /** Called by NavigationBridge on every location change. */
  connect(navigate: NavigateFunction, location: Location): void {
    this.#navigate = navigate;
    this.#location = location;
    if (this.#leftKey !== location.key) this.#leftKey = null;
    this.#flush();
  }

  /** The query of the location shown (`?modal=profile&selectedTab=kyc`), or '' before the first. */
  get search(): string {
    return this.#location?.search ?? '';
  }

  /** The path of the location shown (`/lv/casino`), or '' before the first. */
  get pathname(): string {
    return this.#location?.pathname ?? '';
  }

  disconnect(): void {
    this.#navigate = null;
    this.#location = null;
  }

  openModal(modal: ModalName, params?: Readonly<Record<string, string>>): void {
    this.perform(
      params === undefined ? { kind: 'open-modal', modal } : { kind: 'open-modal', modal, params },
    );
  }

  closeModal(): void {
    this.perform({ kind: 'close-modal' });
  }

  /** Performs the intents in order as one navigation (e.g. go home, then open the login modal). */
  perform(...intents: readonly NavigationIntent[]): void {
    this.#perform(null, intents);
  }

  /**
   * Shows the current page in `language` (its path under the new language prefix, query and hash
   * kept) after performing `intents`, as one navigation: e.g. close the login modal and switch to the
   * player's language. Pages without a language prefix (`/404`) stay as they are.
   */
  switchLanguage(language: Language, ...intents: readonly NavigationIntent[]): void {
    this.#perform(language, intents);
  }

  #perform(language: Language | null, intents: readonly NavigationIntent[]): void {
    const navigate = this.#navigate;
    const location = this.#location;
    if (navigate === null || location === null || loadedPlan === null || this.#queued.length > 0) {
      this.#queued.push({ language, intents });
      if (loadedPlan === null) {
        loadNavigationPlan().then(
          () => {
            this.#flush();
          },
          () => undefined,
        );
      }
      return;
    }
    const move = loadedPlan.planNavigation(location, language, intents, {
      modalParams: this.#modalParams,
      leftKey: this.#leftKey,
      pageLanguage: this.#language(),
    });
    if (move.kind === 'none') return;
    this.#leftKey = location.key;
    void (move.kind === 'back'
      ? navigate(-1)
      : navigate(move.to, { replace: move.replace, state: move.state }));
  }

  /** Performs the queued intents once the router is connected and the plan has loaded. */
  #flush(): void {
    if (this.#navigate === null || loadedPlan === null) return;
    const queued = this.#queued;
    this.#queued = [];
    for (const { language, intents } of queued) this.#perform(language, intents);
  }
}
