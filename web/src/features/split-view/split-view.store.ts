import type { LoadSplitViewCategoryUseCase } from '@lv-casino/core/catalogue/load-split-view-category.use-case.ts';
import type { ErrorDescriptor } from '@lv-casino/core/errors/error-catalogue.port.ts';
import type { Language } from '@lv-casino/core/routing/language.ts';
import type { LocationContext } from '@lv-casino/core/routing/location-context.rule.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';
import { makeAutoObservable, reaction, runInAction, type IReactionDisposer } from 'mobx';
import type { SessionStore } from '../../kernel/session.store.ts';
import type { SiteConfig } from '../../kernel/site-config.ts';
import { SplitPaneStore, type PaneStarter, type SplitPaneDeps } from './split-pane.store.ts';

export interface SplitViewDeps {
  /** Core's look-up of the picker's category (877) and of the lobby, so the game type, it belongs to. */
  readonly loadCategory: LoadSplitViewCategoryUseCase;
  readonly session: Pick<SessionStore, 'status' | 'user'>;
  readonly site: Pick<SiteConfig, 'general'>;
  readonly device: Device;
  /** What each pane needs but its starter, which the split view gives it. */
  readonly pane: Omit<SplitPaneDeps, 'starter' | 'device'>;
}

/** The picker's category: being looked up, known (its name when a lobby lists it), or failed. */
export type SplitCategoryState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly name: string | null }
  | { readonly kind: 'failed'; readonly error: ErrorDescriptor };

/**
 * splitViewModal (games-and-content.md §2 and §9): two panes, each a picker over the games of core's
 * split-view category (877) in the lobby that lists it, each able to play its own game. The panes
 * start their games again when the player logs in or out, as the game-play page does. One per
 * opening of the modal; closing it drops every answer on its way.
 */
export class SplitViewStore {
  category: SplitCategoryState = { kind: 'loading' };
  readonly panes: readonly [SplitPaneStore, SplitPaneStore];

  readonly #deps: SplitViewDeps;
  #where: { readonly context: LocationContext; readonly language: Language } | null = null;
  #run = 0;
  #stopWatching: IReactionDisposer | null = null;

  constructor(deps: SplitViewDeps) {
    this.#deps = deps;
    const paneDeps: SplitPaneDeps = { ...deps.pane, device: deps.device, starter: () => this.starter };
    this.panes = [new SplitPaneStore(paneDeps), new SplitPaneStore(paneDeps)];
    makeAutoObservable(this, { panes: false }, { deep: false });
  }

  /** Who starts a game now; null until the stored session and the site's config are known. */
  get starter(): PaneStarter | null {
    const { session, site } = this.#deps;
    const known = session.status === 'anonymous' || session.status === 'authenticated';
    if (!known || site.general === null) return null;
    return { user: session.status === 'authenticated' ? session.user : null, config: site.general };
  }

  /** Watches the player: a pane's game starts again when they are known, and whenever they change. */
  activate(): void {
    this.#stopWatching ??= reaction(
      () => [this.starter !== null, this.starter?.user?.id ?? null] as const,
      () => {
        for (const pane of this.panes) pane.restart();
      },
    );
  }

  dispose(): void {
    this.#stopWatching?.();
    this.#stopWatching = null;
    this.#run += 1;
    this.#where = null;
    for (const pane of this.panes) pane.dispose();
  }

  /** The location's lobby context and the language (the category's name) the picker is shown in. */
  show(context: LocationContext, language: Language): void {
    if (this.#where?.context === context && this.#where.language === language) return;
    this.#where = { context, language };
    void this.#load();
  }

  retry(): void {
    void this.#load();
  }

  async #load(): Promise<void> {
    const where = this.#where;
    if (where === null) return;
    const run = ++this.#run;
    if (this.category.kind === 'failed') this.category = { kind: 'loading' };
    const outcome = await this.#deps.loadCategory.execute({ ...where, device: this.#deps.device });
    if (run !== this.#run) return;
    runInAction(() => {
      if (outcome.kind === 'failed') {
        this.category = outcome;
        return;
      }
      this.category = { kind: 'ready', name: outcome.category?.name ?? null };
      for (const pane of this.panes) {
        pane.picker.setSource({ categoryId: outcome.categoryId, gameType: outcome.gameType });
      }
    });
  }
}
