import { describeFailure } from '../errors/describe-failure.rule.ts';
import type { ApiFailure } from '../errors/api-failure.ts';
import type { ErrorCatalogue, ErrorDescriptor } from '../errors/error-catalogue.port.ts';
import type { BonusAction } from './bonus-actions.rule.ts';

/** The error code of an action the bonus's state does not allow (the catalogue's ACCESS_DENIED). */
export const BONUS_ACTION_REFUSED_CODE = 4;

/** Message ids of the failures the bonuses tab words itself; others are the catalogue's. */
export const BONUS_FAILURE_KEYS = {
  claim: 'bonuses.error.claim.notAllowed',
  remove: 'bonuses.error.remove.notAllowed',
  release: 'bonuses.error.release.notAllowed',
  notFound: 'bonuses.error.notFound',
} as const satisfies Readonly<Record<BonusAction | 'notFound', string>>;

/**
 * Why an action on a bonus failed, for the player: a refusal by the bonus's state (400 errorCode 4:
 * it was claimed, removed or released meanwhile, or has expired) and a bonus the server does not know
 * (404; told in the tab, not with the error modal of -1) get the tab's own words; any other failure
 * (the session, the server, the network) keeps the catalogue's description of its code and action.
 */
export function describeBonusFailure(
  action: BonusAction,
  failure: ApiFailure,
  catalogue: ErrorCatalogue,
): ErrorDescriptor {
  const descriptor = describeFailure(failure, catalogue);
  if (failure.kind !== 'api') return descriptor;
  if (failure.httpStatus === 400 && failure.errorCode === BONUS_ACTION_REFUSED_CODE)
    return { ...descriptor, messageKey: BONUS_FAILURE_KEYS[action] };
  if (failure.httpStatus === 404)
    return { ...descriptor, messageKey: BONUS_FAILURE_KEYS.notFound, clientAction: 'show-message' };
  return descriptor;
}
