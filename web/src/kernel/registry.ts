import {
  MODAL_AUDIENCE,
  type ModalAudience,
  type ModalName,
} from '@lv-casino/core/routing/modal-route.rule.ts';
import type { ProfileTab } from '@lv-casino/core/routing/profile-tabs.rule.ts';
import type { ContainerModule } from 'inversify';
import type { ComponentType } from 'react';
import type { MessageLoader } from '../i18n/compiled-messages.ts';
import type { ModalProps } from './modal-props.ts';

/** The feature folders of `web/src/features/` (and the app's own lazy parts): each entry's owner. */
export type FeatureName =
  | 'account-entry'
  | 'register'
  | 'game-play'
  | 'game-details'
  | 'login'
  | 'lobby'
  | 'content-block'
  | 'lobby-feeds'
  | 'lobby-browse'
  | 'header-menu'
  | 'category'
  | 'cms-page'
  | 'promotions'
  | 'unsubscribe'
  | 'games'
  | 'profile'
  | 'profile-history'
  | 'profile-kyc'
  | 'profile-withdraw'
  | 'my-profile'
  | 'player-protection'
  | 'responsible-gaming'
  | 'account-badges'
  | 'bonuses'
  | 'messages'
  | 'deposits'
  | 'feedback'
  | 'footer'
  | 'not-found'
  | 'search'
  | 'split-view'
  | 'sportsbook';

/**
 * What a lazy loader hands the app: the view, the feature's container module (loaded into the app's
 * container once, before the view renders) and its messages in any language.
 */
export interface LoadedFeature<Props> {
  readonly view: ComponentType<Props>;
  readonly module?: ContainerModule;
  readonly messages?: MessageLoader;
}

/** A modal value of account-and-session.md §2 Modal host. */
export interface ModalEntry {
  readonly modal: ModalName;
  readonly owner: FeatureName;
  /** Who may see it; decided by core's modal rules (`decideModal`), read from core's table. */
  readonly audience: ModalAudience;
  /** Query parameters this modal owns; closing it removes them with `modal`. */
  readonly params: readonly string[];
  readonly load: () => Promise<LoadedFeature<ModalProps>>;
}

/** A page under `/{lang}/` (or `/404`), rendered in the app shell. */
export interface RouteEntry {
  /** react-router path relative to `/{lang}/` (`casino`), or absolute (`/404`). */
  readonly path: string;
  readonly owner: FeatureName;
  readonly load: () => Promise<LoadedFeature<object>>;
}

/** A tab of the profile modal, by its route name (core's `profileTabs` decides which show). */
export interface ProfileTabEntry {
  readonly tab: Exclude<ProfileTab, 'close'>;
  readonly owner: FeatureName;
  readonly load: () => Promise<LoadedFeature<object>>;
}

/** A modal entry with its audience from core's table (the guard itself is core's `decideModal`). */
export const modalEntry = (
  modal: ModalName,
  owner: FeatureName,
  load: ModalEntry['load'],
  params: readonly string[] = [],
): ModalEntry => ({ modal, owner, audience: MODAL_AUDIENCE[modal], params, load });

/** Every query parameter a modal owns, with `modal` itself: what closing a modal removes. */
export const modalQueryParams = (modals: readonly ModalEntry[]): readonly string[] => [
  'modal',
  ...new Set(modals.flatMap((entry) => entry.params)),
];

/** A profile tab's entry: its content, module and messages load when the tab is first shown. */
export const profileTab = (
  tab: ProfileTabEntry['tab'],
  owner: FeatureName,
  load: ProfileTabEntry['load'],
): ProfileTabEntry => ({ tab, owner, load });
