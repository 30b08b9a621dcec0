import { describeLimitedFailure } from '../limits/responsible-gaming-error.rule.ts';
import type { ErrorCatalogue, ErrorDescriptor } from '../errors/error-catalogue.port.ts';
import type { ClockPort } from '../shared/clock.port.ts';
import type { DepositRequest, RedirectDepositPort } from './redirect-deposit.port.ts';
import { depositAmountProblem, type DepositAmountProblem } from './deposit-amount.rule.ts';

/** Delay before the external payment window opens, ms (games-and-content.md §9). */
export const EXTERNAL_REDIRECT_DELAY_MS = 500;

export type StartDepositOutcome =
  /** The external window opened: the deposit is PENDING until its result page. */
  | { readonly kind: 'pending'; readonly status: 'PENDING'; readonly redirectUrl: string }
  | { readonly kind: 'invalid'; readonly problem: DepositAmountProblem }
  | { readonly kind: 'failed'; readonly error: ErrorDescriptor };

/**
 * Starting a deposit with an external payment window (games-and-content.md §4, §5): the amount is
 * checked (Safecharge full-cashier minimum), the deposit is initialised, and 500 ms later the window
 * opens and the deposit is PENDING. The promise settles when the window has opened.
 */
export class StartDepositUseCase {
  readonly #redirects: RedirectDepositPort;
  readonly #clock: ClockPort;
  readonly #errors: ErrorCatalogue;

  constructor(redirects: RedirectDepositPort, clock: ClockPort, errors: ErrorCatalogue) {
    this.#redirects = redirects;
    this.#clock = clock;
    this.#errors = errors;
  }

  /** @param openWindow opens the external payment window at the URL (the web layer's job). */
  async execute(request: DepositRequest, openWindow: (url: string) => void): Promise<StartDepositOutcome> {
    const problem = depositAmountProblem(request);
    if (problem !== null) return { kind: 'invalid', problem };
    const started = await this.#redirects.initDeposit(request);
    if (!started.ok) return { kind: 'failed', error: describeLimitedFailure(started.error, this.#errors) };

    const { redirectUrl } = started.value;
    await new Promise<void>((resolve) => {
      this.#clock.schedule(EXTERNAL_REDIRECT_DELAY_MS, resolve);
    });
    openWindow(redirectUrl);
    return { kind: 'pending', status: 'PENDING', redirectUrl };
  }
}
