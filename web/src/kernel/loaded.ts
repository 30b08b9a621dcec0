import type { ProfileLoadOutcome } from '@lv-casino/core/profile/profile-refusal.rule.ts';

/** Something a screen reads from the server: loading, there, or why it is not (a message id). */
export type Loaded<T> =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly value: T }
  | { readonly kind: 'failed'; readonly messageKey: string };

export const LOADING = { kind: 'loading' } as const;

/** A read's outcome as the screen shows it: the value, or the catalogue's message id of why it failed. */
export const loadedOf = <T>(outcome: ProfileLoadOutcome<T>): Loaded<T> =>
  outcome.kind === 'loaded'
    ? { kind: 'ready', value: outcome.value }
    : { kind: 'failed', messageKey: outcome.error.messageKey };
