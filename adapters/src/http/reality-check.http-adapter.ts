import type { ApiFailure } from '@lv-casino/core/errors/api-failure.ts';
import type { RealityCheckPort } from '@lv-casino/core/reality-check/reality-check.port.ts';
import type { Result } from '@lv-casino/core/shared/result.ts';
import type { CustomerFacingClient } from '@lv-casino/sdk/customer-facing.client.ts';
import { call, noContent } from './call.ts';
import { toRealityCheckAcknowledgement } from './reality-check.mapper.ts';

/** The popup-shown path keeps the specification's spelling `realilycheck`. */
const POPUP_SHOWN = '/api/v1/customerfacing/customers/realilycheck/acknowledge/popup/shown';
/** The acknowledge path keeps the specification's spelling `realityckeck`. */
const ACKNOWLEDGE = '/api/v1/customerfacing/customers/realityckeck/acknowledge';

/**
 * RealityCheckPort over POST customers/realilycheck/acknowledge/popup/shown (markRealityCheckPopupShown)
 * and POST customers/realityckeck/acknowledge (acknowledgeRealityCheck), both private, without a body.
 *
 * `markClosed` (a popup closed without acknowledgement: its countdown ran out, or a reload found its
 * countdown over, while logout on timeout is off) has no operation of its own in the contract; it is
 * sent as markRealityCheckPopupShown, for three reasons:
 * - the contract names that call for this very case: it is made "when the popup opens (and when a
 *   stored countdown restarts after a reload)", which is account-and-session.md §4's "the close is
 *   marked through the API and a countdown restarts";
 * - it leaves the server's record true: User.acknowledgePopupShown stays "true when a reality-check
 *   popup is shown and not yet acknowledged", which a popup closed unanswered is;
 * - acknowledgeRealityCheck is not an option: User.realityCheckAcknowledgeCounter counts the checks the
 *   player acknowledged, and a popup that timed out was not acknowledged (the sandbox would also count
 *   it and close the popup on the server, as reality-check.handlers.ts shows).
 * The call is idempotent on the server, so marking a close twice does no harm.
 */
export class RealityCheckHttpAdapter implements RealityCheckPort {
  readonly #client: CustomerFacingClient;

  constructor(client: CustomerFacingClient) {
    this.#client = client;
  }

  /** Success is 204: User.acknowledgePopupShown is now true. */
  popupShown(): Promise<Result<void, ApiFailure>> {
    return call(() => this.#client.POST(POPUP_SHOWN), noContent);
  }

  acknowledge(): Promise<Result<{ readonly acknowledgeCounter: number }, ApiFailure>> {
    return call(() => this.#client.POST(ACKNOWLEDGE), toRealityCheckAcknowledgement);
  }

  /** The same call as `popupShown` (see the class comment for why); success is 204. */
  markClosed(): Promise<Result<void, ApiFailure>> {
    return call(() => this.#client.POST(POPUP_SHOWN), noContent);
  }

  /** POST customers/realitycheck/update?interval= (updateRealityCheckInterval); success is 204. */
  updateInterval(minutes: number): Promise<Result<void, ApiFailure>> {
    return call(
      () =>
        this.#client.POST('/api/v1/customerfacing/customers/realitycheck/update', {
          params: { query: { interval: minutes } },
        }),
      noContent,
    );
  }
}
