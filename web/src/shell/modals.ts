import modals from 'virtual:feature-manifests/modals';
import profileTabs from 'virtual:feature-manifests/profileTabs';
import { collect } from './manifests.ts';

/*
 * Every modal value and profile tab, from the features' manifests (their `modals` and `profileTabs`),
 * each with its owner and lazy loader. This module is itself a chunk (with the modal host), loaded
 * when the first modal is asked for, so the first paint carries no entry of a modal.
 */

/**
 * Every modal value of account-and-session.md §2 (and the two bonus-history modals and the
 * simple-message popup), once each.
 */
export const MODALS = collect(modals);

/**
 * The tabs of the profile modal by route name (core's `profileTabs` decides which show, in order),
 * each with the feature that brings its content. The profile modal itself lands with its feature.
 */
export const PROFILE_TABS = collect(profileTabs);
