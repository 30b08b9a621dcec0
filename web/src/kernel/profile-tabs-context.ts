import { createContext } from 'react';
import type { ProfileTabEntry } from './registry.ts';

/**
 * The profile tabs' entries (shell/modals.ts), handed to the profile modal by the modal host: the
 * profile feature cannot import the registry that imports it.
 */
export const ProfileTabsContext = createContext<readonly ProfileTabEntry[]>([]);
