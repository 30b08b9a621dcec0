import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRegistrationValues } from '../testing/registration.builder.ts';
import {
  buildRegistrationPayload,
  occupationOf,
  responsibleGamingOf,
  type RegistrationContext,
} from './registration-payload.rule.ts';

const context: RegistrationContext = { lang: 'lv', btag: null, credentialsPasted: false };
const build = (overrides = {}, ctx: Partial<RegistrationContext> = {}) =>
  buildRegistrationPayload(createRegistrationValues(overrides), { ...context, ...ctx });

describe('buildRegistrationPayload', () => {
  it('builds the payload of §3 from a valid form', () => {
    expect(build()).toEqual({
      username: 'liga.ozola',
      password: 'Rudens2026!',
      rePassword: 'Rudens2026!',
      email: 'liga.ozola@example.lv',
      mobilePhone: '+37126123456',
      mobilePhoneCode: '+371',
      acceptTermsAndConditions: true,
      acceptPromotions: true,
      acceptCommunicationPushMessage: true,
      acceptCommunication: true,
      firstName: 'Līga',
      lastName: 'Ozola',
      personalNumber: '120490-12343',
      dateOfBirth: '1990-04-12',
      gender: 'FEMALE',
      currency: 'EUR',
      address: '',
      city: '',
      postalCode: '',
      personalNumberType: 'LPN',
      registrationDetailLevel: 'STANDARD',
      lang: 'LV',
      responsibleGaming: {
        maxPlacebetsDaily: 50_000,
        maxPlacebetsWeekly: 50_000,
        maxPlacebetsMonthly: 50_000,
        maxBetTransactionAmount: 10_000,
        maxCasinoBetTransactionAmount: 10_000,
        maxLiveCasinoBetTransactionAmount: 10_000,
        maxSportBetTransactionAmount: 10_000,
        maxLotteryBetTransactionAmount: 10_000,
        maxBingoBetTransactionAmount: 10_000,
      },
      country: 'LV',
      nationality: 'LV',
      pep: false,
      customerOccupation: { occupation: 'EMPLOYED' },
    });
  });

  it('converts day/month/year to YYYY-MM-DD', () => {
    expect(build({ birthDay: 1, birthMonth: 2, birthYear: 1985 }).dateOfBirth).toBe('1985-02-01');
  });

  it('sends the phone code and number together, and the code apart', () => {
    expect(build({ mobilePhoneCode: '+44', mobilePhone: '7700900123' })).toMatchObject({
      mobilePhone: '+447700900123',
      mobilePhoneCode: '+44',
    });
  });

  it('sends the personal number with its dash', () => {
    expect(build({ personalNumber: '12049012343' }).personalNumber).toBe('120490-12343');
  });

  it('sends pep true when the player chose the decline option', () => {
    expect(build({ pepDeclined: true }).pep).toBe(true);
  });

  it('sends the other occupation as "Other - " and the text', () => {
    expect(build({ occupation: 'OTHER', occupationOther: ' Mākslinieks ' }).customerOccupation).toEqual({
      occupation: 'Other - Mākslinieks',
    });
  });

  it('sends the country of residence chosen', () => {
    expect(build({ country: 'EE' }).country).toBe('EE');
  });

  it('sends a given nationality', () => {
    expect(build({}, { nationality: 'LT' }).nationality).toBe('LT');
  });

  it('sends the page language in upper case', () => {
    expect(build({}, { lang: 'ru' }).lang).toBe('RU');
  });

  it('sends the btag as affiliateCode', () => {
    expect(build({}, { btag: 'a_1204b_77c_' }).affiliateCode).toBe('a_1204b_77c_');
  });

  it.each([null, ''])('leaves affiliateCode out without a btag (%j)', (btag) => {
    expect(build({}, { btag })).not.toHaveProperty('affiliateCode');
  });

  it('sends credentialCheck true when a credential was pasted', () => {
    expect(build({}, { credentialsPasted: true }).credentialCheck).toBe(true);
  });

  it('leaves credentialCheck out when nothing was pasted', () => {
    expect(build()).not.toHaveProperty('credentialCheck');
  });

  it('throws on a form without a birth date', () => {
    expect(() => build({ birthYear: null })).toThrow(/validated form/);
  });

  it('throws on a form without a gender', () => {
    expect(() => build({ gender: '' })).toThrow(/validated form/);
  });

  it('throws on a form whose PEP statement is unanswered', () => {
    expect(() => build({ pepDeclined: null })).toThrow(/validated form/);
  });

  it('sends pep false when the player chose the statement that they are not a PEP', () => {
    expect(build({ pepDeclined: false }).pep).toBe(false);
  });
});

describe('responsibleGamingOf', () => {
  it('sends the unselected limit as well', () => {
    const block = responsibleGamingOf(
      createRegistrationValues({ limitChoice: 'maxBetTransactionAmountDaily', maxPlacebetsDaily: '20' }),
    );
    expect(block.maxPlacebetsDaily).toBe(2000);
  });

  it('strips an empty limit', () => {
    expect(responsibleGamingOf(createRegistrationValues({ maxBetTransactionAmountDaily: '' }))).toEqual({
      maxPlacebetsDaily: 50_000,
      maxPlacebetsWeekly: 50_000,
      maxPlacebetsMonthly: 50_000,
    });
  });

  it('strips a zero limit', () => {
    expect(
      responsibleGamingOf(
        createRegistrationValues({ maxPlacebetsDaily: '0', maxBetTransactionAmountDaily: '0' }),
      ),
    ).toEqual({});
  });

  it('fans each amount out to all its keys', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), fc.integer({ min: 1, max: 1e9 }), (bets, transaction) => {
        const block = responsibleGamingOf(
          createRegistrationValues({
            maxPlacebetsDaily: String(bets),
            maxBetTransactionAmountDaily: String(transaction),
          }),
        );
        const values = Object.entries(block);
        expect(values).toHaveLength(9);
        for (const [key, value] of values)
          expect(value).toBe(key.startsWith('maxPlacebets') ? bets * 100 : transaction * 100);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('occupationOf', () => {
  it('sends a listed occupation as it is', () => {
    expect(
      occupationOf(createRegistrationValues({ occupation: 'STUDENT', occupationOther: 'ignored' })),
    ).toBe('STUDENT');
  });
});
