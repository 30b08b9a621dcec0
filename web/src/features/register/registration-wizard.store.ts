import { birthYearChoices } from '@lv-casino/core/registration/birth-date.rule.ts';
import { calendarDateOf, type CalendarDate } from '@lv-casino/core/registration/calendar-date.ts';
import type { CheckUniqueFieldUseCase } from '@lv-casino/core/registration/check-unique-field.use-case.ts';
import {
  formatLimitAmount,
  LIMIT_FIELDS,
  parseLimitAmount,
  type LimitField,
} from '@lv-casino/core/registration/limit-amount.rule.ts';
import { formatPersonalCodeInput } from '@lv-casino/core/registration/personal-code.rule.ts';
import { callingCodeOf, fullPhoneNumber } from '@lv-casino/core/registration/phone.rule.ts';
import type {
  RegisterOutcome,
  RegisterUseCase,
  RegistrationFlow,
} from '@lv-casino/core/registration/register.use-case.ts';
import {
  registrationErrorKey,
  validateRegistrationStep,
  type WizardStep,
} from '@lv-casino/core/registration/registration.schema.ts';
import {
  registrationSettingsFrom,
  type RegistrationSettings,
  type UniqueField,
} from '@lv-casino/core/registration/registration-settings.ts';
import {
  INITIAL_REGISTRATION_VALUES,
  VALIDATE_DELAY_MS,
  VALIDATION_DEBOUNCE_MS,
  type FieldErrors,
  type RegistrationField,
  type RegistrationValues,
} from '@lv-casino/core/registration/registration-values.ts';
import {
  FIELD_STEP,
  fieldsToRevalidate,
  initialWizardState,
  isStepValid,
  nextWizardState,
  progressPercent,
  selectLimitField,
  stepFields,
  type WizardEvent,
  type WizardScreen,
  type WizardState,
} from '@lv-casino/core/registration/registration-wizard.rule.ts';
import type { Language } from '@lv-casino/core/routing/language.ts';
import { toLoggedIn } from '@lv-casino/core/session/after-login.rule.ts';
import type { DomainEvent } from '@lv-casino/core/shared/domain-event.ts';
import { makeAutoObservable, runInAction } from 'mobx';
import type { AppNavigator } from '../../kernel/app-navigator.ts';
import type { DomainEvents } from '../../kernel/domain-events.ts';
import type { SessionStore } from '../../kernel/session.store.ts';
import type { SiteConfig } from '../../kernel/site-config.ts';
import { FieldTimers, type WizardClock } from './field-timers.ts';
import {
  CHOSEN_VALUES,
  CREDENTIAL_FIELDS,
  FIELD_ORDER,
  fieldOfValue,
  isUniqueField,
  wholeFormErrors,
  withError,
} from './registration-fields.ts';
import { UniquenessChecks } from './uniqueness-checks.ts';

export interface RegistrationWizardDeps {
  readonly register: RegisterUseCase;
  readonly checkUnique: CheckUniqueFieldUseCase;
  readonly session: SessionStore;
  readonly navigator: AppNavigator;
  /** Where REGISTRATION_COMPLETED goes (LOGIN goes with the session when it begins). */
  readonly events: DomainEvents;
  /** Its general config gives the registration settings (loaded at start-up, before any modal). */
  readonly site: SiteConfig;
  /** The page's language, sent as the payload's lang. */
  readonly language: () => Language;
  readonly clock: WizardClock;
  /** The btag cookie's value (sent as affiliateCode), null when there is none; read at submit. */
  readonly affiliateCode: () => Promise<string | null>;
}

/** What the view focuses next: the screen's heading, the server's error block, or a field. */
export type FocusTarget = 'heading' | 'error' | RegistrationField;

type AutoLogin = NonNullable<Extract<RegisterOutcome, { kind: 'registered' }>['session']>;

const STAY = { kind: 'stay' } as const;

/**
 * The registration wizard, one per opening of the modal (account-and-session.md §2, §4 Registration,
 * §5): the values of the three steps (never lost: across steps, on Back, on any failure), the field
 * errors shown, uniqueness checks, the limit choice, and the register call. Typing is validated
 * 1000 ms after the last keystroke, leaving a field 200 ms after the blur, a choice at once. With
 * auto-login the session begins when the player leaves the success screen (see `finish`).
 */
export class RegistrationWizardStore {
  wizard: WizardState = initialWizardState({
    ...INITIAL_REGISTRATION_VALUES,
    mobilePhoneCode: callingCodeOf(INITIAL_REGISTRATION_VALUES.country),
  });
  /** Field → message id of the error shown. */
  fieldErrors: FieldErrors = {};
  /** True once a credential field was pasted (sent as credentialCheck). */
  credentialsPasted = false;
  /** True while Next waits for the step's checks. */
  advancing = false;
  /** True on the success screen when the registration logged the player in. */
  autoLoggedIn = false;
  /** How the registration is sent: the register modal's call, or intermediate-register's Instantor flow. */
  flow: RegistrationFlow = 'standard';
  /** The element the view focuses next; `seq` makes a repeated target a new request. */
  focusRequest: { readonly target: FocusTarget; readonly seq: number } | null = null;

  readonly #deps: RegistrationWizardDeps;
  readonly #timers: FieldTimers;
  readonly #uniqueness: UniquenessChecks;
  /** Fields validated at least once: only their errors show, and only they follow their dependencies. */
  readonly #touched = new Set<RegistrationField>();
  #pendingSession: { readonly session: AutoLogin; readonly events: readonly DomainEvent[] } | null = null;
  #active = true;
  #focusSeq = 0;

  constructor(deps: RegistrationWizardDeps) {
    this.#deps = deps;
    this.#timers = new FieldTimers(deps.clock);
    this.#uniqueness = new UniquenessChecks(deps.checkUnique);
    makeAutoObservable(this, {}, { deep: false });
  }

  get screen(): WizardScreen {
    return this.wizard.screen;
  }

  get values(): RegistrationValues {
    return this.wizard.values;
  }

  /** Width of the progress bar: 33, 66, 100. */
  get progress(): 33 | 66 | 100 {
    return progressPercent(this.wizard.screen);
  }

  /** Message id of the failed register call's error, or null. */
  get serverError(): string | null {
    return this.wizard.error?.messageKey ?? null;
  }

  get submitting(): boolean {
    return this.wizard.submitting;
  }

  get settings(): RegistrationSettings {
    const general = this.#deps.site.general;
    if (general === null)
      throw new Error('The registration wizard opens only after start-up loaded the config');
    return registrationSettingsFrom(general);
  }

  /** The years the birth-year select offers, newest first. */
  get yearChoices(): readonly number[] {
    return birthYearChoices(this.#today());
  }

  /** The highest amount a limit field accepts, minor units. */
  limitMaximum(field: LimitField): number {
    return field === 'maxPlacebetsDaily'
      ? this.settings.maxBetsAmount
      : this.settings.maxBetTransactionAmount;
  }

  errorOf(field: RegistrationField): string | undefined {
    return this.fieldErrors[field];
  }

  activate(): void {
    this.#active = true;
  }

  /** Releases the timers; a registration that logged the player in begins the session now. */
  dispose(): void {
    this.#active = false;
    this.#timers.cancelAll();
    this.#beginSession();
  }

  /**
   * A value as the player entered it. The personal code gets its dash (core's input format); a limit
   * keeps digits and separators only, and typing into a limit field selects it.
   */
  change<K extends keyof RegistrationValues>(key: K, value: RegistrationValues[K]): void {
    if (key === 'personalNumber') {
      this.#edit({ personalNumber: formatPersonalCodeInput(String(value)) });
    } else if ((LIMIT_FIELDS as readonly string[]).includes(key)) {
      this.selectLimit(key as LimitField);
      this.#edit({ [key]: String(value).replace(/[^\d.,]/g, '') });
    } else {
      this.#edit({ [key]: value });
    }
    const own = fieldOfValue(key);
    const dependents = fieldsToRevalidate(key).filter((field) => this.#touched.has(field));
    if (!CHOSEN_VALUES.has(key) && own !== null) {
      this.#later(own, VALIDATION_DEBOUNCE_MS, [own, ...dependents]);
    } else {
      const validatesOwn = own !== null && (own !== 'birthDate' || this.#birthDateReady());
      void this.#validate(validatesOwn ? [own, ...dependents] : dependents);
    }
  }

  /** The player left a field: validate it shortly, and show a limit amount as core formats it. */
  blur(field: RegistrationField): void {
    if (field === 'maxPlacebetsDaily' || field === 'maxBetTransactionAmountDaily') {
      const amount = parseLimitAmount(this.values[field]);
      if (amount !== null) this.#edit({ [field]: formatLimitAmount(amount) });
    }
    this.#later(field, VALIDATE_DELAY_MS, [field]);
  }

  paste(field: RegistrationField): void {
    if (CREDENTIAL_FIELDS.has(field)) this.credentialsPasted = true;
  }

  /** Chooses the limit field that is validated; the other one's error clears, its value stays. */
  selectLimit(field: LimitField): void {
    if (this.values.limitChoice === field) return;
    const { limitChoice, clearErrorOf } = selectLimitField(field);
    this.#edit({ limitChoice });
    this.#timers.cancel([clearErrorOf]);
    this.#touched.delete(clearErrorOf);
    this.fieldErrors = withError(this.fieldErrors, clearErrorOf, undefined);
  }

  /** To the next step when its fields (uniqueness included) are valid, else to the first invalid one. */
  async next(): Promise<void> {
    const step = this.wizard.screen;
    if ((step !== 1 && step !== 2) || this.advancing) return;
    this.advancing = true;
    const fields = stepFields(step, this.values);
    await this.#validate(fields);
    runInAction(() => {
      this.advancing = false;
      if (this.wizard.screen !== step) return;
      this.#dispatch({ type: 'next', errors: this.fieldErrors });
      if (this.wizard.screen === step) this.#focusFirstInvalid(fields);
      else this.#focus('heading');
    });
  }

  /** The modal this wizard is shown in decides the flow (set once, when it opens). */
  setFlow(flow: RegistrationFlow): void {
    this.flow = flow;
  }

  back(): void {
    const before = this.wizard.screen;
    this.#dispatch({ type: 'back' });
    if (this.wizard.screen !== before) this.#focus('heading');
  }

  /**
   * Registers when the whole form is valid; a failure shows its message, takes the player to the field
   * it is about (if any) and keeps every value.
   */
  async submit(): Promise<void> {
    if (this.wizard.screen !== 3 || this.wizard.submitting) return;
    await this.#validate(stepFields(3, this.values));
    if (!runInAction(() => this.#startSubmit())) return;
    const btag = await this.#deps.affiliateCode();
    const context = {
      lang: this.#deps.language(),
      btag,
      credentialsPasted: this.credentialsPasted,
    };
    const outcome = await this.#deps.register.execute(this.values, context, this.settings, this.flow);
    runInAction(() => {
      this.#settle(outcome);
    });
  }

  /** The player leaves the success screen (OK or close): an auto-login session begins. */
  finish(): void {
    this.#beginSession();
  }

  #settle(outcome: RegisterOutcome): void {
    if (outcome.kind === 'failed') {
      this.#refuse(outcome);
      return;
    }
    this.#dispatch({ type: 'registered' });
    this.#deps.events.publish(outcome.events.filter((event) => event.kind !== 'LOGIN'));
    if (outcome.session !== null) {
      const login = outcome.events.filter((event) => event.kind === 'LOGIN');
      this.#pendingSession = { session: outcome.session, events: login };
      this.autoLoggedIn = true;
    }
    // Closed while the call ran: nothing to show, but a stored session is not left half begun.
    if (!this.#active) {
      this.#beginSession();
      return;
    }
    this.#deps.navigator.perform(outcome.next);
    this.#focus('heading');
  }

  /**
   * A refused registration: the code's message in the error block and, when the refusal is about one
   * field, that field's error on its step, the wizard back there and the focus on the field (a value
   * another account uses stays refused while the field holds it); otherwise the focus on the block.
   */
  #refuse({ error, refusal }: Extract<RegisterOutcome, { kind: 'failed' }>): void {
    this.#dispatch({ type: 'failed', error, step: refusal?.step ?? null });
    if (refusal === null) {
      this.#focus('error');
      return;
    }
    const { field, messageKey } = refusal;
    if (isUniqueField(field) && messageKey === registrationErrorKey(field, 'taken')) {
      this.#uniqueness.remember(field, this.#uniqueValue(field), messageKey);
    }
    this.#timers.cancel([field]);
    this.#touched.add(field);
    this.fieldErrors = withError(this.fieldErrors, field, messageKey);
    this.#focus(field);
  }

  /**
   * The register modal is for visitors only (core's MODAL_AUDIENCE): a session begun at once would make
   * the modal host close the success screen before the player saw it. So it begins when they leave it.
   */
  #beginSession(): void {
    const pending = this.#pendingSession;
    if (pending === null) return;
    this.#pendingSession = null;
    const general = this.#deps.site.general;
    const page =
      general === null
        ? undefined
        : { pageLanguage: this.#deps.language(), supportedLanguages: general.supportedLanguages };
    this.#deps.session.begin(toLoggedIn(pending.session, STAY, page, pending.events));
  }

  /** Whether the register call may go: the whole form valid, and no call under way. */
  #startSubmit(): boolean {
    if (this.wizard.screen !== 3 || this.wizard.submitting || this.#returnedToInvalidStep()) return false;
    if (this.#dispatch({ type: 'submit', errors: this.fieldErrors }).submitting) return true;
    this.#focusFirstInvalid(stepFields(3, this.values));
    return false;
  }

  /** Before the register call, the whole form once more: an earlier step that no longer passes is reopened. */
  #returnedToInvalidStep(): boolean {
    const errors = wholeFormErrors(this.values, this.settings, this.#today());
    const invalid = ([1, 2] as const).find((step) => !isStepValid(step, this.values, errors));
    if (invalid === undefined) return false;
    const fields = stepFields(invalid, this.values);
    for (const field of fields) {
      this.#touched.add(field);
      this.fieldErrors = withError(this.fieldErrors, field, errors[field]);
    }
    while (this.wizard.screen !== invalid) this.#dispatch({ type: 'back' });
    this.#focusFirstInvalid(fields);
    return true;
  }

  /** Validates `fields` now (core's step schemas), then checks the uniqueness of those that passed. */
  #validate(fields: readonly RegistrationField[]): Promise<void> {
    this.#timers.cancel(fields);
    const byStep = new Map<WizardStep, FieldErrors>();
    const checks: Promise<void>[] = [];
    for (const field of new Set(fields)) {
      const step = FIELD_STEP[field];
      const errors =
        byStep.get(step) ?? validateRegistrationStep(step, this.values, this.settings, this.#today());
      byStep.set(step, errors);
      this.#touched.add(field);
      this.fieldErrors = withError(this.fieldErrors, field, errors[field] ?? this.#takenKey(field));
      if (errors[field] === undefined && isUniqueField(field)) checks.push(this.#checkUnique(field));
    }
    return Promise.all(checks).then(() => undefined);
  }

  #uniqueValue(field: UniqueField): string {
    const { values } = this;
    return field === 'mobilePhone'
      ? fullPhoneNumber(values.mobilePhoneCode, values.mobilePhone)
      : values[field];
  }

  /** The taken error of a value the server already refused, if the field still holds it. */
  #takenKey(field: RegistrationField): string | undefined {
    return isUniqueField(field) ? this.#uniqueness.takenKey(field, this.#uniqueValue(field)) : undefined;
  }

  async #checkUnique(field: UniqueField): Promise<void> {
    const answer = await this.#uniqueness.check(field, this.#uniqueValue(field), this.settings);
    if (answer === null || answer.taken === null || this.#uniqueValue(field) !== answer.value) return;
    const { taken } = answer;
    runInAction(() => {
      this.fieldErrors = withError(this.fieldErrors, field, taken);
    });
  }

  #birthDateReady(): boolean {
    const { birthDay, birthMonth, birthYear } = this.values;
    return this.#touched.has('birthDate') || (birthDay !== null && birthMonth !== null && birthYear !== null);
  }

  #later(field: RegistrationField, delayMs: number, fields: readonly RegistrationField[]): void {
    this.#timers.later(field, delayMs, () => {
      runInAction(() => {
        void this.#validate(fields);
      });
    });
  }

  #edit(changes: Partial<RegistrationValues>): void {
    this.#dispatch({ type: 'edit', changes });
  }

  #dispatch(event: WizardEvent): WizardState {
    this.wizard = nextWizardState(this.wizard, event);
    return this.wizard;
  }

  #focusFirstInvalid(fields: readonly RegistrationField[]): void {
    const first = FIELD_ORDER.find(
      (field) => fields.includes(field) && this.fieldErrors[field] !== undefined,
    );
    if (first !== undefined) this.#focus(first);
  }

  #focus(target: FocusTarget): void {
    this.#focusSeq += 1;
    this.focusRequest = { target, seq: this.#focusSeq };
  }

  /** Today in the player's time zone (the birth-date rules and the year choices). */
  #today(): CalendarDate {
    const now = this.#deps.clock.now();
    return calendarDateOf(now, -new Date(now).getTimezoneOffset());
  }
}
