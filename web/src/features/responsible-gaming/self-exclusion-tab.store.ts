import type { ErrorDescriptor } from '@lv-casino/core/errors/error-catalogue.port.ts';
import type { ExclusionStatus } from '@lv-casino/core/limits/limit-settings.ts';
import type { SelfExclusionChoice } from '@lv-casino/core/self-exclusion/self-exclusion.ts';
import type {
  SelfExclusionUseCase,
  TimeoutChoice,
} from '@lv-casino/core/self-exclusion/self-exclusion.use-case.ts';
import type { TimeoutEndProblem } from '@lv-casino/core/self-exclusion/timeout-end.rule.ts';
import { makeAutoObservable, runInAction } from 'mobx';

/** How the session ends after a self-exclusion or a timeout: as the server's notification would end it. */
export type ExclusionEnd =
  | { readonly notificationType: 'SELF_EXCLUSION' | 'PERMANENT_SE_BY_CUSTOMER'; readonly data: unknown }
  | { readonly notificationType: 'SE_BY_TIMEOUT'; readonly data: unknown };

export interface SelfExclusionTabDeps {
  readonly exclusion: SelfExclusionUseCase;
  readonly now: () => number;
  /** Ends the session the way the server's notification does (it may have come first). */
  readonly ended: (end: ExclusionEnd) => void;
}

export type ExclusionLoad =
  | { readonly kind: 'loading' }
  | { readonly kind: 'ready'; readonly status: ExclusionStatus }
  | { readonly kind: 'failed'; readonly messageKey: string };

/** Where a form stands: choosing, the last look (what will happen), or being sent. */
export type FormStep = 'choose' | 'confirm' | 'sending';

/** The timeout form's choice: one of the offered lengths, or until a date (`YYYY-MM-DD`). */
export type TimeoutForm = { readonly hours: number } | { readonly date: string };

const LOADING = { kind: 'loading' } as const;
const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of an instant on the browser's clock (a date input's value). */
export const dateInputValue = (epochMs: number): string => {
  const at = new Date(epochMs);
  const two = (n: number): string => String(n).padStart(2, '0');
  return `${String(at.getFullYear())}-${two(at.getMonth() + 1)}-${two(at.getDate())}`;
};

/** The instant a timeout chosen by date ends: that day, at the time of day it is now (browser clock). */
const untilDate = (date: string, now: number): number => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (match === null) return Number.NaN;
  const at = new Date(now);
  at.setFullYear(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return at.getTime();
};

/**
 * The self-exclusion tab of the profile (account-and-session.md §3 Self-exclusion detail, Timeout
 * detail; shown when selfExcludeEnabled): what is in force, then two forms — a self-exclusion for a
 * period or permanently, and a timeout (a break of 24 hours to 6 weeks). Each asks for a last look
 * that says what will happen (and, for a self-exclusion, the password), then ends the session. A
 * refusal keeps the choice and says why. One store per showing of the tab.
 */
export class SelfExclusionTabStore {
  load: ExclusionLoad = LOADING;

  exclusionChoice: SelfExclusionChoice | null = null;
  exclusionStep: FormStep = 'choose';
  password = '';
  /** Why the self-exclusion form cannot go on: a problem of the form, or the server's refusal. */
  exclusionError:
    | { readonly problem: 'choice-required' | 'password-required' }
    | { readonly refusal: ErrorDescriptor }
    | null = null;

  timeout: TimeoutForm = { hours: 24 };
  timeoutStep: FormStep = 'choose';
  timeoutError: { readonly problem: TimeoutEndProblem } | { readonly refusal: ErrorDescriptor } | null = null;

  readonly #deps: SelfExclusionTabDeps;
  #generation = 0;

  constructor(deps: SelfExclusionTabDeps) {
    this.#deps = deps;
    makeAutoObservable(this, {}, { deep: false });
  }

  activate(): void {
    void this.#reload();
  }

  dispose(): void {
    this.#generation++;
  }

  retry(): void {
    this.load = LOADING;
    void this.#reload();
  }

  /** The first and last day a timeout chosen by date may end on (date input bounds). */
  get timeoutDateBounds(): { readonly min: string; readonly max: string } {
    const now = this.#deps.now();
    return { min: dateInputValue(now + 2 * DAY_MS), max: dateInputValue(now + 41 * DAY_MS) };
  }

  /** The end of the chosen timeout if asked for now (epoch ms), or why it cannot be. */
  get timeoutEnd():
    | { readonly ok: true; readonly value: number }
    | { readonly ok: false; readonly error: TimeoutEndProblem } {
    return this.#deps.exclusion.timeoutEnd(this.#timeoutChoice());
  }

  chooseExclusion(choice: SelfExclusionChoice): void {
    if (this.exclusionStep === 'sending') return;
    this.exclusionChoice = choice;
    this.exclusionError = null;
  }

  typePassword(password: string): void {
    this.password = password;
    if (this.exclusionError !== null && 'problem' in this.exclusionError) this.exclusionError = null;
  }

  /** On to the last look, once a period (or permanent) is chosen. */
  reviewExclusion(): void {
    if (this.exclusionChoice === null) {
      this.exclusionError = { problem: 'choice-required' };
      return;
    }
    this.exclusionError = null;
    this.exclusionStep = 'confirm';
  }

  backFromExclusion(): void {
    if (this.exclusionStep === 'confirm') this.exclusionStep = 'choose';
  }

  async selfExclude(): Promise<void> {
    const choice = this.exclusionChoice;
    if (choice === null || this.exclusionStep !== 'confirm') return;
    const generation = this.#generation;
    this.exclusionStep = 'sending';
    this.exclusionError = null;
    const outcome = await this.#deps.exclusion.selfExclude(choice, this.password);
    if (outcome.kind === 'excluded') {
      this.#deps.ended({ notificationType: outcome.endsWith, data: outcome.detail });
      return;
    }
    if (generation !== this.#generation) return;
    runInAction(() => {
      this.exclusionStep = 'confirm';
      this.exclusionError =
        outcome.kind === 'invalid' ? { problem: outcome.problem } : { refusal: outcome.error };
    });
  }

  chooseTimeout(form: TimeoutForm): void {
    if (this.timeoutStep === 'sending') return;
    this.timeout = form;
    this.timeoutError = null;
  }

  reviewTimeout(): void {
    const end = this.timeoutEnd;
    if (!end.ok) {
      this.timeoutError = { problem: end.error };
      return;
    }
    this.timeoutError = null;
    this.timeoutStep = 'confirm';
  }

  backFromTimeout(): void {
    if (this.timeoutStep === 'confirm') this.timeoutStep = 'choose';
  }

  async takeTimeout(): Promise<void> {
    if (this.timeoutStep !== 'confirm') return;
    const generation = this.#generation;
    this.timeoutStep = 'sending';
    this.timeoutError = null;
    const outcome = await this.#deps.exclusion.takeTimeout(this.#timeoutChoice());
    if (outcome.kind === 'timed-out') {
      this.#deps.ended({ notificationType: outcome.endsWith, data: outcome.detail });
      return;
    }
    if (generation !== this.#generation) return;
    runInAction(() => {
      this.timeoutStep = outcome.kind === 'invalid' ? 'choose' : 'confirm';
      this.timeoutError =
        outcome.kind === 'invalid' ? { problem: outcome.problem } : { refusal: outcome.error };
    });
  }

  #timeoutChoice(): TimeoutChoice {
    const form = this.timeout;
    return 'hours' in form ? { hours: form.hours } : { until: untilDate(form.date, this.#deps.now()) };
  }

  async #reload(): Promise<void> {
    const generation = this.#generation;
    const loaded = await this.#deps.exclusion.load();
    if (generation !== this.#generation) return;
    runInAction(() => {
      this.load =
        loaded.kind === 'loaded'
          ? { kind: 'ready', status: loaded.status }
          : { kind: 'failed', messageKey: loaded.error.messageKey };
    });
  }
}
