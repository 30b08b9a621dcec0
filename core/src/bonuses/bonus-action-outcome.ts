import type { ErrorDescriptor } from '../errors/error-catalogue.port.ts';
import type { BonusAsset } from './bonus.ts';
import type { BonusAction } from './bonus-actions.rule.ts';

/**
 * How an action on a bonus went. `done` carries the asset as the server answered it (null for a
 * removal, which answers no body); money moved either way, so the caller refreshes the balance, the
 * list and the active count. `failed` carries the player's message (describeBonusFailure).
 */
export type BonusActionOutcome =
  | { readonly kind: 'done'; readonly action: BonusAction; readonly asset: BonusAsset | null }
  | { readonly kind: 'failed'; readonly action: BonusAction; readonly error: ErrorDescriptor };
