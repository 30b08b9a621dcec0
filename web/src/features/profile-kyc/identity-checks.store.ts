import type { IdentityCheckStatus, KycFile, PageIdentityProvider } from '@lv-casino/core/kyc/kyc.ts';
import { checkTrueNarrativeImages } from '@lv-casino/core/kyc/kyc-upload.rule.ts';
import type { RunTrueNarrativeUseCase } from '@lv-casino/core/kyc/run-true-narrative.use-case.ts';
import type { StartIdentityCheckUseCase } from '@lv-casino/core/kyc/start-identity-check.use-case.ts';
import { makeAutoObservable, runInAction } from 'mobx';

export interface IdentityChecksDeps {
  readonly start: StartIdentityCheckUseCase;
  readonly runTrueNarrative: RunTrueNarrativeUseCase;
  /** Opens a service's page in a new browsing context, without an opener. */
  readonly openPage: (url: string) => void;
}

/** A service with its own page: not started, starting, its page opened, started without one, or refused. */
export type PageCheckState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'starting' }
  | { readonly kind: 'opened'; readonly url: string }
  | { readonly kind: 'started'; readonly status: IdentityCheckStatus }
  /** The catalogue text of 75, 76, 77 or another failure. */
  | { readonly kind: 'failed'; readonly messageKey: string };

/** The TrueNarrative images: not sent, sending (percentage when known), sent (the check's state), or refused. */
export type TrueNarrativeState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'sending'; readonly percent: number | null }
  | { readonly kind: 'sent'; readonly status: IdentityCheckStatus }
  | { readonly kind: 'failed'; readonly messageKey: string };

const IDLE = { kind: 'idle' } as const;

/**
 * The identity services of the kyc tab (account-and-session.md §7 KYC): Shufti Pro and iDenfy answer
 * their page, which opens in a new tab (and stays offered as a link, for a browser that blocked it);
 * TrueNarrative takes images of the document and a selfie, checked before they are sent, with the
 * upload's progress. Failures 75-77 show with the service they came from.
 */
export class IdentityChecksStore {
  pages: Readonly<Record<PageIdentityProvider, PageCheckState>> = { SHUFTIPRO: IDLE, IDENFY: IDLE };
  images: readonly KycFile[] = [];
  /** The message id of what is wrong with the images (before sending, or 72), or null. */
  imagesError: string | null = null;
  trueNarrative: TrueNarrativeState = IDLE;
  /** Bumped to empty the images input after they were sent. */
  imagesInputKey = 0;

  readonly #deps: IdentityChecksDeps;
  #generation = 0;

  constructor(deps: IdentityChecksDeps) {
    this.#deps = deps;
    makeAutoObservable(this, {}, { deep: false });
  }

  dispose(): void {
    this.#generation += 1;
  }

  /** Starts a check at a service with a page and opens the page it answers. */
  async start(provider: PageIdentityProvider): Promise<void> {
    if (this.pages[provider].kind === 'starting') return;
    const generation = this.#generation;
    this.#setPage(provider, { kind: 'starting' });
    const outcome = await this.#deps.start.execute(provider);
    if (generation !== this.#generation) return;
    if (outcome.kind === 'open-page') this.#deps.openPage(outcome.url);
    runInAction(() => {
      switch (outcome.kind) {
        case 'open-page':
          this.#setPage(provider, { kind: 'opened', url: outcome.url });
          break;
        case 'started':
          this.#setPage(provider, { kind: 'started', status: outcome.check.status });
          break;
        case 'refused':
          this.#setPage(provider, { kind: 'failed', messageKey: outcome.error.messageKey });
      }
    });
  }

  /** The chosen images are checked at once (JPEG or PNG, together at most 10 MB). */
  chooseImages(images: readonly KycFile[]): void {
    this.images = images;
    this.imagesError = images.length === 0 ? null : checkTrueNarrativeImages(images);
    if (this.trueNarrative.kind !== 'sending') this.trueNarrative = IDLE;
  }

  /** Sends the images to TrueNarrative; a second send while one is under way is ignored. */
  async sendImages(): Promise<void> {
    if (this.trueNarrative.kind === 'sending') return;
    const generation = this.#generation;
    this.trueNarrative = { kind: 'sending', percent: null };
    const outcome = await this.#deps.runTrueNarrative.execute(this.images, (percent) => {
      runInAction(() => {
        if (generation === this.#generation && this.trueNarrative.kind === 'sending') {
          this.trueNarrative = { kind: 'sending', percent };
        }
      });
    });
    if (generation !== this.#generation) return;
    runInAction(() => {
      switch (outcome.kind) {
        case 'sent':
          this.trueNarrative = { kind: 'sent', status: outcome.check.status };
          this.images = [];
          this.imagesError = null;
          this.imagesInputKey += 1;
          break;
        case 'invalid':
          this.trueNarrative = IDLE;
          this.imagesError = outcome.error;
          break;
        case 'refused':
          if (outcome.target === 'images') {
            this.trueNarrative = IDLE;
            this.imagesError = outcome.error.messageKey;
          } else {
            this.trueNarrative = { kind: 'failed', messageKey: outcome.error.messageKey };
          }
      }
    });
  }

  #setPage(provider: PageIdentityProvider, state: PageCheckState): void {
    this.pages = { ...this.pages, [provider]: state };
  }
}
