import { waitFor } from '@testing-library/react';
import type { GeneralConfig } from '@lv-casino/core/config/config.ts';
import type { RegistrationValues } from '@lv-casino/core/registration/registration-values.ts';
import type { DomainEvent } from '@lv-casino/core/shared/domain-event.ts';
import { fail } from '@lv-casino/core/shared/result.ts';
import { createGeneralConfig } from '@lv-casino/core/testing/config.builder.ts';
import { createApiFailure, createFieldRefusal } from '@lv-casino/core/testing/failure.builder.ts';
import { createRegistrationValues } from '@lv-casino/core/testing/registration.builder.ts';
import { describe, expect, it } from 'vitest';
import { createAppContainer } from '../../shell/container.ts';
import { DomainEvents } from '../../kernel/domain-events.ts';
import { SessionStore } from '../../kernel/session.store.ts';
import { SiteConfig } from '../../kernel/site-config.ts';
import { createFakePortsModule, createTestPorts } from '../../testing/fake-ports.module.ts';
import { registerModule } from './register.module.ts';
import { RegistrationWizardStore } from './registration-wizard.store.ts';

/** A wizard from the feature's own module over core's fakes, on 21 November 2026 (the controllable clock). */
function setUp(config: Partial<GeneralConfig> = {}) {
  const ports = createTestPorts();
  const container = createAppContainer(createFakePortsModule(ports), {
    device: 'desktop',
    initialLanguage: 'lv',
  });
  container.get(SiteConfig).set(createGeneralConfig(config));
  container.load(registerModule);
  const wizard = container.get(RegistrationWizardStore);
  wizard.activate();
  const events: DomainEvent[] = [];
  container.get(DomainEvents).subscribe((event) => events.push(event));
  return { ports, wizard, events, session: container.get(SessionStore) };
}

const valid = createRegistrationValues();

const STEP_VALUES: Readonly<Record<1 | 2 | 3, readonly (keyof RegistrationValues)[]>> = {
  1: ['username', 'email', 'password', 'mobilePhoneCode', 'mobilePhone', 'acceptTAC'],
  2: [
    'firstName',
    'lastName',
    'personalNumber',
    'birthDay',
    'birthMonth',
    'birthYear',
    'gender',
    'maxPlacebetsDaily',
  ],
  3: ['country', 'occupation', 'pepDeclined'],
};

/** Enters a step's values of the valid form (with overrides) as the player would. */
function fill(wizard: RegistrationWizardStore, step: 1 | 2 | 3, overrides: Partial<RegistrationValues> = {}) {
  const values = { ...valid, ...overrides };
  for (const key of STEP_VALUES[step]) wizard.change(key, values[key]);
}

async function toStep3(wizard: RegistrationWizardStore, overrides: Partial<RegistrationValues> = {}) {
  fill(wizard, 1, overrides);
  await wizard.next();
  fill(wizard, 2, overrides);
  await wizard.next();
  fill(wizard, 3, overrides);
}

/** A wizard filled in and submitted: the registration sent with the site's `config`. */
async function registered(config: Partial<GeneralConfig> = {}) {
  const setup = setUp(config);
  await toStep3(setup.wizard);
  await setup.wizard.submit();
  return setup;
}

/** Lets the fakes' answers (promises already resolved) reach the store. */
const answered = (): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, 0);
  });

/** Types into a field and lets the 1000 ms validation debounce run out. */
function typeAndWait(setup: ReturnType<typeof setUp>, key: keyof RegistrationValues, value: string) {
  setup.wizard.change(key, value);
  setup.ports.clock.advance(1000);
}

describe('RegistrationWizardStore: steps (§4 Registration)', () => {
  it('stays on step 1 until username, email, password, phone and terms are valid', async () => {
    const { wizard } = setUp();
    fill(wizard, 1, { acceptTAC: false });

    await wizard.next();

    expect(wizard.screen).toBe(1);
  });

  it('moves from step 1 to step 2 when its fields are valid', async () => {
    const { wizard } = setUp();
    fill(wizard, 1);

    await wizard.next();

    expect(wizard.screen).toBe(2);
  });

  it('moves from step 2 to step 3 only once the chosen limit is valid', async () => {
    const { wizard } = setUp();
    fill(wizard, 1);
    await wizard.next();
    fill(wizard, 2, { maxPlacebetsDaily: '' });
    await wizard.next();
    expect(wizard.screen).toBe(2);

    wizard.change('maxPlacebetsDaily', '500');
    await wizard.next();

    expect(wizard.screen).toBe(3);
  });

  it('submits only when an occupation is chosen (userOccupation required)', async () => {
    const { wizard, ports } = setUp();
    await toStep3(wizard, { occupation: '' });

    await wizard.submit();

    expect([ports.registration.registerCalls.length, wizard.errorOf('occupation')]).toEqual([
      0,
      'registration.error.occupation.required',
    ]);
  });

  it('does not submit while the PEP statement is unanswered, and says so on it', async () => {
    const { wizard, ports } = setUp();
    fill(wizard, 1);
    await wizard.next();
    fill(wizard, 2);
    await wizard.next();
    wizard.change('occupation', 'EMPLOYED');

    await wizard.submit();

    expect([ports.registration.registerCalls.length, wizard.errorOf('pepDeclined')]).toEqual([
      0,
      'registration.error.pepDeclined.required',
    ]);
  });

  it('moves the focus to the PEP statement when Register finds it unanswered', async () => {
    const { wizard } = setUp();
    fill(wizard, 1);
    await wizard.next();
    fill(wizard, 2);
    await wizard.next();
    wizard.change('occupation', 'EMPLOYED');

    await wizard.submit();

    expect(wizard.focusRequest?.target).toBe('pepDeclined');
  });

  it('sends the PEP answer the player chose', async () => {
    const { wizard, ports } = setUp();
    await toStep3(wizard, { pepDeclined: true });

    await wizard.submit();

    expect(ports.registration.registerCalls[0]?.pep).toBe(true);
  });

  it('needs the text of the other occupation and sends it as "Other - <text>" (userOccupationOther)', async () => {
    const { wizard, ports } = setUp();
    await toStep3(wizard, { occupation: 'OTHER' });
    await wizard.submit();
    expect(wizard.errorOf('occupationOther')).toBe('registration.error.occupationOther.required');

    wizard.change('occupationOther', 'Mākslinieks');
    await wizard.submit();

    expect(ports.registration.registerCalls[0]?.customerOccupation).toEqual({
      occupation: 'Other - Mākslinieks',
    });
  });

  it('keeps everything typed on step 1 when the player goes Back from step 2', async () => {
    const { wizard } = setUp();
    fill(wizard, 1);
    await wizard.next();
    wizard.change('firstName', 'Līga');

    wizard.back();

    expect([wizard.screen, wizard.values.username, wizard.values.firstName]).toEqual([
      1,
      'liga.ozola',
      'Līga',
    ]);
  });

  it('shows the progress 33, 66 and 100 on steps 1, 2 and 3', async () => {
    const { wizard } = setUp();
    const seen = [wizard.progress];
    fill(wizard, 1);
    await wizard.next();
    seen.push(wizard.progress);
    fill(wizard, 2);
    await wizard.next();
    seen.push(wizard.progress);

    expect(seen).toEqual([33, 66, 100]);
  });
});

describe('RegistrationWizardStore: validation timing (§5)', () => {
  it('validates typing 1000 ms after the last keystroke, not before', () => {
    const setup = setUp();
    setup.wizard.change('username', 'ab');
    setup.ports.clock.advance(999);
    const before = setup.wizard.errorOf('username');

    setup.ports.clock.advance(1);

    expect([before, setup.wizard.errorOf('username')]).toEqual([
      undefined,
      'registration.error.username.format',
    ]);
  });

  it('restarts the 1000 ms debounce with every keystroke', () => {
    const setup = setUp();
    setup.wizard.change('username', 'a');
    setup.ports.clock.advance(600);
    setup.wizard.change('username', 'ab');
    setup.ports.clock.advance(600);

    expect(setup.wizard.errorOf('username')).toBeUndefined();
  });

  it('validates a field 200 ms after the player leaves it', () => {
    const setup = setUp();
    setup.wizard.blur('email');
    setup.ports.clock.advance(199);
    const before = setup.wizard.errorOf('email');

    setup.ports.clock.advance(1);

    expect([before, setup.wizard.errorOf('email')]).toEqual([undefined, 'registration.error.email.required']);
  });

  it('re-validates the terms checkbox as soon as it changes (acceptTACCheckbox)', () => {
    const { wizard } = setUp();
    wizard.change('acceptTAC', true);

    wizard.change('acceptTAC', false);

    expect(wizard.errorOf('acceptTAC')).toBe('registration.error.acceptTAC.required');
  });

  it('re-validates the phone number as soon as the phone code changes (mobilePhone)', () => {
    const setup = setUp();
    typeAndWait(setup, 'mobilePhone', '26123456');

    setup.wizard.change('mobilePhoneCode', '+48');

    expect(setup.wizard.errorOf('mobilePhone')).toBe('registration.error.mobilePhone.length');
  });

  it('releases its timers when the modal closes', () => {
    const setup = setUp();
    setup.wizard.change('username', 'ab');
    setup.wizard.blur('email');

    setup.wizard.dispose();

    expect(setup.ports.clock.pending).toBe(0);
  });
});

describe('RegistrationWizardStore: field rules (§5)', () => {
  it('requires the username', () => {
    const setup = setUp();
    typeAndWait(setup, 'username', '');
    expect(setup.wizard.errorOf('username')).toBe('registration.error.username.required');
  });

  it('checks the username format', () => {
    const setup = setUp();
    typeAndWait(setup, 'username', 'liga ozola');
    expect(setup.wizard.errorOf('username')).toBe('registration.error.username.format');
  });

  it('requires the password', () => {
    const setup = setUp();
    typeAndWait(setup, 'password', '');
    expect(setup.wizard.errorOf('password')).toBe('registration.error.password.required');
  });

  it('checks the password against registrationPasswordFormat of the config', () => {
    const setup = setUp({ registrationPasswordFormat: '^\\d{6}$' });
    typeAndWait(setup, 'password', 'Rudens2026');
    expect(setup.wizard.errorOf('password')).toBe('registration.error.password.format');
  });

  it('refuses spaces in the password', () => {
    const setup = setUp();
    typeAndWait(setup, 'password', 'Rudens 2026');
    expect(setup.wizard.errorOf('password')).toBe('registration.error.password.spaces');
  });

  it('refuses a password equal to the username, re-checked when the username changes', () => {
    const setup = setUp();
    typeAndWait(setup, 'password', 'Rudens2026');
    typeAndWait(setup, 'username', 'Rudens2026');
    expect(setup.wizard.errorOf('password')).toBe('registration.error.password.sameAsUsername');
  });

  it('requires the email', () => {
    const setup = setUp();
    typeAndWait(setup, 'email', '');
    expect(setup.wizard.errorOf('email')).toBe('registration.error.email.required');
  });

  it('refuses an email longer than 40 characters', () => {
    const setup = setUp();
    typeAndWait(setup, 'email', `${'a'.repeat(33)}@inbox.lv`);
    expect(setup.wizard.errorOf('email')).toBe('registration.error.email.maxLength');
  });

  it('refuses spaces in the email', () => {
    const setup = setUp();
    typeAndWait(setup, 'email', 'liga ozola@inbox.lv');
    expect(setup.wizard.errorOf('email')).toBe('registration.error.email.spaces');
  });

  it('checks the email format', () => {
    const setup = setUp();
    typeAndWait(setup, 'email', 'liga.ozola@inbox');
    expect(setup.wizard.errorOf('email')).toBe('registration.error.email.format');
  });

  it('requires the mobile phone', () => {
    const setup = setUp();
    typeAndWait(setup, 'mobilePhone', '');
    expect(setup.wizard.errorOf('mobilePhone')).toBe('registration.error.mobilePhone.required');
  });

  it('checks the phone number length for the code', () => {
    const setup = setUp();
    typeAndWait(setup, 'mobilePhone', '2612345');
    expect(setup.wizard.errorOf('mobilePhone')).toBe('registration.error.mobilePhone.length');
  });

  it('checks the phone number format (digits only)', () => {
    const setup = setUp();
    typeAndWait(setup, 'mobilePhone', '2612-345');
    expect(setup.wizard.errorOf('mobilePhone')).toBe('registration.error.mobilePhone.format');
  });

  it('refuses a phone number longer than 40 characters', () => {
    const setup = setUp();
    typeAndWait(setup, 'mobilePhone', '2'.repeat(41));
    expect(setup.wizard.errorOf('mobilePhone')).toBe('registration.error.mobilePhone.maxLength');
  });

  it('inserts the dash of the personal code after 6 digits', () => {
    const { wizard } = setUp();
    wizard.change('personalNumber', '1204901');
    expect(wizard.values.personalNumber).toBe('120490-1');
  });

  it('keeps the personal code to 12 characters', () => {
    const { wizard } = setUp();
    wizard.change('personalNumber', '120490123439999');
    expect(wizard.values.personalNumber).toBe('120490-12343');
  });

  it('requires the personal code', () => {
    const setup = setUp();
    typeAndWait(setup, 'personalNumber', '');
    expect(setup.wizard.errorOf('personalNumber')).toBe('registration.error.personalNumber.required');
  });

  it('checks the Latvian pattern of the personal code', () => {
    const setup = setUp();
    typeAndWait(setup, 'personalNumber', '120490');
    expect(setup.wizard.errorOf('personalNumber')).toBe('registration.error.personalNumber.pattern');
  });

  it('checks the Latvian number check of the personal code', () => {
    const setup = setUp();
    typeAndWait(setup, 'personalNumber', '120490-12344');
    expect(setup.wizard.errorOf('personalNumber')).toBe('registration.error.personalNumber.check');
  });

  it('requires the first and last name', () => {
    const setup = setUp();
    typeAndWait(setup, 'firstName', ' ');
    typeAndWait(setup, 'lastName', '');
    expect([setup.wizard.errorOf('firstName'), setup.wizard.errorOf('lastName')]).toEqual([
      'registration.error.firstName.required',
      'registration.error.lastName.required',
    ]);
  });

  it('allows spaces in names only in the middle', () => {
    const setup = setUp();
    typeAndWait(setup, 'firstName', 'Anna Marija');
    typeAndWait(setup, 'lastName', 'Ozola ');
    expect([setup.wizard.errorOf('firstName'), setup.wizard.errorOf('lastName')]).toEqual([
      undefined,
      'registration.error.lastName.spaces',
    ]);
  });

  it('requires all three birth-date selects when the player leaves them', () => {
    const setup = setUp();
    setup.wizard.change('birthDay', 12);
    setup.wizard.blur('birthDate');
    setup.ports.clock.advance(200);
    expect(setup.wizard.errorOf('birthDate')).toBe('registration.error.birthDate.required');
  });

  it('does not judge the birth date while the player is still choosing its parts', () => {
    const { wizard } = setUp();
    wizard.change('birthDay', 12);
    wizard.change('birthMonth', 4);
    expect(wizard.errorOf('birthDate')).toBeUndefined();
  });

  it('refuses a birth date that does not exist with the invalid-date message', () => {
    const { wizard } = setUp();
    fill(wizard, 2, { personalNumber: '', birthDay: 31, birthMonth: 2, birthYear: 1990 });
    expect(wizard.errorOf('birthDate')).toBe('registration.error.birthDate.invalidDate');
  });

  it('refuses a player younger than 18', () => {
    const { wizard } = setUp();
    fill(wizard, 2, { personalNumber: '', birthDay: 22, birthMonth: 11, birthYear: 2008 });
    expect(wizard.errorOf('birthDate')).toBe('registration.error.birthDate.underage');
  });

  it('offers birth years from 18 to 100 years back', () => {
    const { wizard } = setUp();
    expect([wizard.yearChoices[0], wizard.yearChoices.at(-1)]).toEqual([2008, 1926]);
  });

  it('refuses a birth date that differs from the personal code with the not-match message', () => {
    const { wizard } = setUp();
    fill(wizard, 2, { birthDay: 13 });
    expect(wizard.errorOf('birthDate')).toBe('registration.error.birthDate.notMatch');
  });

  it('re-checks the birth date against the personal code when the code changes', () => {
    const setup = setUp();
    fill(setup.wizard, 2);
    typeAndWait(setup, 'personalNumber', '130490-12342');
    expect(setup.wizard.errorOf('birthDate')).toBe('registration.error.birthDate.notMatch');
  });

  it('does not match the birth date against a personal code starting with 32', () => {
    const { wizard } = setUp();
    fill(wizard, 2, { personalNumber: '321234-56789', birthDay: 1, birthMonth: 1, birthYear: 1980 });
    expect(wizard.errorOf('birthDate')).toBeUndefined();
  });

  it('requires the gender', async () => {
    const { wizard } = setUp();
    fill(wizard, 1);
    await wizard.next();
    fill(wizard, 2, { gender: '' });

    await wizard.next();

    expect(wizard.errorOf('gender')).toBe('registration.error.gender.required');
  });
});

describe('RegistrationWizardStore: limits (§4, §5)', () => {
  it('selects max place bets daily by default', () => {
    const { wizard } = setUp();
    expect(wizard.values.limitChoice).toBe('maxPlacebetsDaily');
  });

  it('requires the selected limit', () => {
    const setup = setUp();
    typeAndWait(setup, 'maxPlacebetsDaily', '');
    expect(setup.wizard.errorOf('maxPlacebetsDaily')).toBe('registration.error.maxPlacebetsDaily.required');
  });

  it('refuses a limit above the configured maximum', () => {
    const setup = setUp({ maxBetsAmount: 50_000 });
    typeAndWait(setup, 'maxPlacebetsDaily', '501');
    expect(setup.wizard.errorOf('maxPlacebetsDaily')).toBe('registration.error.maxPlacebetsDaily.max');
  });

  it('refuses a max bet transaction amount above its own configured maximum', () => {
    const setup = setUp({ maxBetTransactionAmount: 10_000 });
    setup.wizard.selectLimit('maxBetTransactionAmountDaily');
    typeAndWait(setup, 'maxBetTransactionAmountDaily', '100.01');
    expect(setup.wizard.errorOf('maxBetTransactionAmountDaily')).toBe(
      'registration.error.maxBetTransactionAmountDaily.max',
    );
  });

  it('strips what is not a digit or a separator from a limit', () => {
    const { wizard } = setUp();
    wizard.change('maxPlacebetsDaily', '5a0 0€');
    expect(wizard.values.maxPlacebetsDaily).toBe('500');
  });

  it('shows a limit as euros with two decimals once the player leaves it', () => {
    const { wizard } = setUp();
    wizard.change('maxPlacebetsDaily', '12');
    wizard.blur('maxPlacebetsDaily');
    expect(wizard.values.maxPlacebetsDaily).toBe('12.00');
  });

  it('reads a limit typed with a comma or a dot as cents', () => {
    const { wizard } = setUp();
    wizard.change('maxPlacebetsDaily', '12,5');
    wizard.blur('maxPlacebetsDaily');
    expect(wizard.values.maxPlacebetsDaily).toBe('1.25');
  });

  it('selects the limit field the player types into', () => {
    const { wizard } = setUp();
    wizard.change('maxBetTransactionAmountDaily', '50');
    expect(wizard.values.limitChoice).toBe('maxBetTransactionAmountDaily');
  });

  it('clears the error of the first limit when the other one is selected', () => {
    const setup = setUp();
    typeAndWait(setup, 'maxPlacebetsDaily', '');

    setup.wizard.selectLimit('maxBetTransactionAmountDaily');

    expect(setup.wizard.errorOf('maxPlacebetsDaily')).toBeUndefined();
  });

  it('validates only the selected limit', async () => {
    const { wizard } = setUp();
    fill(wizard, 1);
    await wizard.next();
    fill(wizard, 2, { maxPlacebetsDaily: '' });
    wizard.change('maxBetTransactionAmountDaily', '100');

    await wizard.next();

    expect(wizard.screen).toBe(3);
  });

  it('still sends the value of the limit that is not selected', async () => {
    const { wizard, ports } = setUp();
    fill(wizard, 1);
    await wizard.next();
    fill(wizard, 2);
    wizard.change('maxBetTransactionAmountDaily', '100');
    await wizard.next();
    fill(wizard, 3);

    await wizard.submit();

    expect(ports.registration.registerCalls[0]?.responsibleGaming.maxPlacebetsDaily).toBe(50_000);
  });
});

describe('RegistrationWizardStore: uniqueness (§5)', () => {
  it('shows that a username is taken, from the server check', async () => {
    const setup = setUp();
    setup.ports.registration.taken.username = ['liga.ozola'];
    typeAndWait(setup, 'username', 'liga.ozola');
    await answered();
    expect(setup.wizard.errorOf('username')).toBe('registration.error.username.taken');
  });

  it('stays on step 1 when the email is taken, keeping what was typed', async () => {
    const { wizard, ports } = setUp();
    ports.registration.taken.email = [valid.email];
    fill(wizard, 1);

    await wizard.next();

    expect([wizard.screen, wizard.errorOf('email'), wizard.values.email]).toEqual([
      1,
      'registration.error.email.taken',
      valid.email,
    ]);
  });

  it('checks the phone with its code', async () => {
    const { wizard, ports } = setUp();
    fill(wizard, 1);
    await wizard.next();
    expect(ports.registration.validateUniqueCalls).toContainEqual({
      field: 'mobilePhone',
      value: '+37126123456',
    });
  });

  it('asks only about the fields listed in registrationUniqueFields', async () => {
    const { wizard, ports } = setUp({ registrationUniqueFields: 'email' });
    fill(wizard, 1);
    await wizard.next();
    expect(ports.registration.validateUniqueCalls.map((call) => call.field)).toEqual(['email']);
  });

  it('does not block the step when the uniqueness check is unavailable', async () => {
    const { wizard, ports } = setUp();
    ports.registration.validateUniqueResult = fail(createApiFailure(-1));
    fill(wizard, 1);
    await wizard.next();
    expect(wizard.screen).toBe(2);
  });
});

describe('RegistrationWizardStore: the register call (§3, §4)', () => {
  it('sends credentialCheck when a credential field was pasted', async () => {
    const { wizard, ports } = setUp();
    wizard.paste('password');
    await toStep3(wizard);
    await wizard.submit();
    expect(ports.registration.registerCalls[0]?.credentialCheck).toBe(true);
  });

  it('sends no credentialCheck when nothing was pasted', async () => {
    const { ports } = await registered();
    expect(ports.registration.registerCalls[0]).not.toHaveProperty('credentialCheck');
  });

  it('sends the btag cookie as affiliateCode', async () => {
    const { wizard, ports } = setUp();
    ports.cookies.cookies.set('btag', 'a_1204b_77c_');
    await toStep3(wizard);
    await wizard.submit();
    expect(ports.registration.registerCalls[0]?.affiliateCode).toBe('a_1204b_77c_');
  });

  it('sends the page language in upper case', async () => {
    const { ports } = await registered();
    expect(ports.registration.registerCalls[0]?.lang).toBe('LV');
  });

  it('keeps every value and shows the code’s message when the server refuses', async () => {
    const { wizard, ports } = setUp();
    ports.registration.registerResult = fail(createApiFailure(54));
    await toStep3(wizard);

    await wizard.submit();

    expect([wizard.screen, wizard.serverError, wizard.values]).toEqual([
      3,
      'errors.api.54',
      { ...valid, maxBetTransactionAmountDaily: '' },
    ]);
  });

  it('takes the player back to the field a refusal names, its error on it', async () => {
    const { wizard, ports } = setUp();
    ports.registration.registerResult = fail(createFieldRefusal(57, 'dateOfBirth'));
    await toStep3(wizard);

    await wizard.submit();

    expect([wizard.screen, wizard.errorOf('birthDate'), wizard.serverError]).toEqual([
      2,
      'registration.error.birthDate.refused',
      'errors.api.57',
    ]);
  });

  it('moves the focus to the field a refusal names', async () => {
    const { wizard, ports } = setUp();
    ports.registration.registerResult = fail(createFieldRefusal(57, 'personalNumber'));
    await toStep3(wizard);

    await wizard.submit();

    expect(wizard.focusRequest?.target).toBe('personalNumber');
  });

  it('moves the focus to the error block for a refusal of no single field', async () => {
    const { wizard, ports } = setUp();
    ports.registration.registerResult = fail(createApiFailure(54));
    await toStep3(wizard);

    await wizard.submit();

    expect(wizard.focusRequest?.target).toBe('error');
  });

  it('keeps a username the register call found taken refused while the field holds it', async () => {
    const { wizard, ports } = setUp();
    ports.registration.registerResult = fail(createApiFailure(14));
    await toStep3(wizard);
    await wizard.submit();

    await wizard.next();

    expect([wizard.screen, wizard.errorOf('username')]).toEqual([1, 'registration.error.username.taken']);
  });

  it('shows the success screen after a successful registration', async () => {
    const { wizard } = await registered();
    expect(wizard.screen).toBe('success');
  });

  it('begins the session of an auto-login when the player leaves the success screen', async () => {
    const { wizard, session } = await registered({ registrationAutoLoginEnabled: true });

    wizard.finish();

    expect(session.isLoggedIn).toBe(true);
  });

  it('keeps the register modal (for visitors) open on the success screen until the player leaves it', async () => {
    const { session } = await registered({ registrationAutoLoginEnabled: true });
    expect(session.isLoggedIn).toBe(false);
  });

  it('raises REGISTRATION_COMPLETED on success', async () => {
    const { events } = await registered({ registrationAutoLoginEnabled: false });
    expect(events).toEqual([{ kind: 'REGISTRATION_COMPLETED', autoLogin: false }]);
  });

  it('raises LOGIN with the session of an auto-login (the login event of §4)', async () => {
    const { wizard, events } = await registered({ registrationAutoLoginEnabled: true });

    wizard.finish();

    // The session publishes its events once its chunk (channel, navigation) is in.
    await waitFor(() => {
      expect(events.map((event) => event.kind)).toEqual(['REGISTRATION_COMPLETED', 'LOGIN']);
    });
  });

  it('begins no session when auto-login is off', async () => {
    const { wizard, session } = await registered({ registrationAutoLoginEnabled: false });

    wizard.finish();

    expect(session.isLoggedIn).toBe(false);
  });

  it('begins the session of an auto-login when the modal is closed some other way', async () => {
    const { wizard, session } = await registered({ registrationAutoLoginEnabled: true });

    wizard.dispose();

    expect(session.isLoggedIn).toBe(true);
  });
});
