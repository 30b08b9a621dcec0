import type { ModalName } from '@lv-casino/core/routing/modal-route.rule.ts';
import type { ContentRoute } from '@lv-casino/core/content/content-route.rule.ts';
import type { ProfileTab } from '@lv-casino/core/routing/profile-tabs.rule.ts';
import type { Container, ContainerModule } from 'inversify';
import type { ComponentType } from 'react';
import type { MessageLoader } from '../i18n/compiled-messages.ts';
import type { AccountBadgeProps } from './account/account-badge.types.ts';
import type { ModalProps } from './modal-props.ts';
import type { SessionClockProps } from './session-protection.ts';
import type { LiveChatEntryProps } from './slots.ts';

/*
 * What a feature contributes to the web, declared in its manifest `features/<name>/<name>.feature.ts`:
 * each kind below is a named export of the manifest (`routes`, `header`, `footer`, `modals`,
 * `profileTabs`, `contentPages`, `slots`, `sessionHooks`), holding only data and lazy imports. The
 * shell collects each kind in the chunk that needs it (shell/manifests.ts), so a kind costs nothing
 * before that chunk loads: the routes, the header and the footer's loader with start-up, the modals
 * and the tabs with the first modal, the content pages with the first unknown path, the slots when
 * one first shows, the session hooks with a session.
 */

/**
 * Who a lazily loaded part belongs to: its feature's folder under `features/` (the shell reads it
 * from the manifest's path), or the name of a part of the kernel. Its messages load once per owner.
 */
export type FeatureName = string;

/**
 * What a lazy loader hands the app: the view, the feature's container module (loaded into the app's
 * container once, before the view renders), its messages in any language, and what it starts once
 * its module is in.
 */
export interface LoadedFeature<Props> {
  readonly view: ComponentType<Props>;
  readonly module?: ContainerModule;
  readonly messages?: MessageLoader;
  /**
   * Runs once, right after the module is loaded into the container and before the messages load and
   * the view renders: a page's first data, so it loads in parallel with the texts (a route loader
   * without the router's wait).
   */
  readonly start?: (container: Container) => void;
}

/** A lazy import of a view with its module and messages. */
export type FeatureLoad<Props> = () => Promise<LoadedFeature<Props>>;

/** A page under `/{lang}/` (or `/404`), rendered in the app shell. */
export interface RouteContribution {
  /** react-router path relative to `/{lang}/` (`casino`), or absolute (`/404`). */
  readonly path: string;
  readonly load: FeatureLoad<object>;
  /**
   * The page's view, module and messages when they are in the first paint's chunk (the lobby): the
   * router renders it at once, with no lazy route to resolve before the first paint.
   */
  readonly firstPaint?: LoadedFeature<object>;
}

/**
 * A modal value of account-and-session.md §2 Modal host. Who may see it is core's to decide (its
 * table of modals and `decideModal`), not the feature's.
 */
export interface ModalContribution {
  readonly modal: ModalName;
  /** Query parameters this modal owns; closing it removes them with `modal`. */
  readonly params: readonly string[];
  readonly load: FeatureLoad<ModalProps>;
}

/** A tab of the profile modal, by its route name (core's `profileTabs` decides which show). */
export interface ProfileTabContribution {
  readonly tab: Exclude<ProfileTab, 'close'>;
  readonly load: FeatureLoad<object>;
}

/** A kind of content page under a language (games-and-content.md §2), by core's content route. */
export type ContentPageKind = Exclude<ContentRoute['kind'], 'not-found'>;

/** A content page: promotions, sportsbook, unsubscribe, or any CMS page by slug. */
export interface ContentPageContribution {
  readonly kind: ContentPageKind;
  readonly load: FeatureLoad<object>;
}

/**
 * What the shell shows of a feature in another feature's places (kernel/slots.ts), each loaded when a
 * screen first shows it: a logged-in player's account badges and session clock, and the mega menu's
 * live-chat entry.
 */
export interface SlotContributions {
  readonly accountBadge?: FeatureLoad<AccountBadgeProps>;
  readonly sessionClock?: FeatureLoad<SessionClockProps>;
  readonly liveChat?: FeatureLoad<LiveChatEntryProps>;
}

/**
 * What a feature starts when a session begins or is restored (player protection: the reality check
 * and the socket notices): its container module and messages, loaded then, never for a visitor.
 */
export interface SessionHookContribution {
  readonly load: () => Promise<FeatureParts>;
}

/** A feature's container module and messages, without a view. */
export type FeatureParts = Omit<LoadedFeature<never>, 'view'>;

/** The header, part of every page's first paint: its view and texts load with start-up. */
export interface HeaderContribution {
  readonly view: ComponentType;
  readonly messages: MessageLoader;
}

/** The footer below every page: a chunk loaded when the end of the page comes near. */
export type FooterContribution = FeatureLoad<object>;

/** A contribution with the feature it came from. */
export type Owned<Contribution> = Contribution & { readonly owner: FeatureName };

export type RouteEntry = Owned<RouteContribution>;
export type ModalEntry = Owned<ModalContribution>;
export type ProfileTabEntry = Owned<ProfileTabContribution>;
export type ContentPageEntry = Owned<ContentPageContribution>;
export type SessionHookEntry = Owned<SessionHookContribution>;

/*
 * The helpers below build plain data and touch nothing else; `__NO_SIDE_EFFECTS__` tells the bundler
 * so, which lets it drop a manifest's call whose result a chunk does not use (the modals of a manifest
 * from the first paint's routes).
 */

/** A page of the feature at `path`. */
/* @__NO_SIDE_EFFECTS__ */
export function route(path: string, load: FeatureLoad<object>): RouteContribution {
  return { path, load };
}

/** A page of the feature at `path` whose view, module and messages loader are in the first paint's chunk. */
/* @__NO_SIDE_EFFECTS__ */
export function firstPaintRoute(path: string, feature: LoadedFeature<object>): RouteContribution {
  return { path, load: () => Promise.resolve(feature), firstPaint: feature };
}

/** A modal of the feature (core's `decideModal` guards it). */
/* @__NO_SIDE_EFFECTS__ */
export function modal(
  name: ModalName,
  load: FeatureLoad<ModalProps>,
  params: readonly string[] = [],
): ModalContribution {
  return { modal: name, params, load };
}

/** A profile tab of the feature: its content, module and messages load when the tab is first shown. */
/* @__NO_SIDE_EFFECTS__ */
export function profileTab(
  tab: ProfileTabContribution['tab'],
  load: FeatureLoad<object>,
): ProfileTabContribution {
  return { tab, load };
}

/** A content page of the feature. */
/* @__NO_SIDE_EFFECTS__ */
export function contentPage(kind: ContentPageKind, load: FeatureLoad<object>): ContentPageContribution {
  return { kind, load };
}

/** Every query parameter a modal owns, with `modal` itself: what closing a modal removes. */
export const modalQueryParams = (modals: readonly ModalContribution[]): readonly string[] => [
  'modal',
  ...new Set(modals.flatMap((entry) => entry.params)),
];
