import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { ComplaintHttpAdapter } from '@lv-casino/adapters/http/complaint.http-adapter.ts';
import { LifetimeStatisticsHttpAdapter } from '@lv-casino/adapters/http/lifetime-statistics.http-adapter.ts';
import { ReferralHttpAdapter } from '@lv-casino/adapters/http/referral.http-adapter.ts';
import { SourceOfFundsHttpAdapter } from '@lv-casino/adapters/http/source-of-funds.http-adapter.ts';
import { InMemoryTokenStore } from '@lv-casino/core/testing/token-store.in-memory.ts';
import { createCustomerFacingClient } from '@lv-casino/sdk/customer-facing.client.ts';
import { BEARER_FROM_PROVIDER_STATE, PACT_SESSION, pactClient, JSON_RESPONSE } from './pact-client.ts';
import { CLIENT_HEADERS, createPact } from './pact-setup.ts';

const { eachLike, integer, regex, string } = MatchersV3;

/** An ISO 8601 date-time with an offset (the sandbox writes UTC with milliseconds, its seed offsets). */
const DATE_TIME = String.raw`^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$`;

const API = '/api/v1/customerfacing';
const GENERATE = `${API}/customers/referAFriend/generateCode`;
const INVITE = `${API}/referAFriend/createInvitation`;
const SEARCH = `${API}/referAFriend/searchInvitations`;
const COMPLAINT = `${API}/customers/complaint/create`;
const STATISTICS = `${API}/customers/lifetimestatistics`;
const PENDING = `${API}/sourceOfFunds/pending-declaration`;
const DECLARE = `${API}/sourceOfFunds/declare`;

const PRIVATE = { ...CLIENT_HEADERS, Authorization: BEARER_FROM_PROVIDER_STATE };
const PRIVATE_JSON = { ...PRIVATE, 'Content-Type': 'application/json' };

const VERIFIED = 'a KYC-verified player is logged in';
const NOT_VERIFIED = 'a player who is not KYC-verified';
const FROZEN = 'a KYC-verified player whose account is frozen is logged in';
const ANNA = 'player anna is logged in with her sent invitation and a source-of-funds declaration due';

/** A label that runs no refer-a-friend programme (the sandbox runs it on LV only). */
const OTHER_LABEL = 'LT';

const signedIn = (baseUrl: string) => pactClient(baseUrl, { signedIn: true });
const referral = (baseUrl: string) => new ReferralHttpAdapter(signedIn(baseUrl));
const sourceOfFunds = (baseUrl: string) => new SourceOfFundsHttpAdapter(signedIn(baseUrl));

const refusal = (errorCode: number, errorMessage: string) => ({
  errorCode,
  errorMessage: string(errorMessage),
});

/** The fields of a ReferralInvitation the mapper reads; `status` exact or a matcher. */
const invitation = (example: { id: number; email: string; status: unknown; createdAt: string }) => ({
  id: integer(example.id),
  email: string(example.email),
  code: string('ANNA-7K2Q'),
  status: example.status,
  createdAt: regex(DATE_TIME, example.createdAt),
});

describe('generateReferralCode (POST customers/referAFriend/generateCode, private)', () => {
  it('answers the code of a KYC-verified player', async () => {
    const result = await createPact()
      .addInteraction()
      .given(VERIFIED, { username: 'pact.referral' })
      .uponReceiving('a request for the referral code of a KYC-verified player')
      .withRequest('POST', GENERATE, (request) => request.headers(PRIVATE))
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({ code: string('PACT-7K2Q') }),
      )
      .executeTest((server) => referral(server.url).generateCode());

    expect(result).toEqual({ ok: true, value: 'PACT-7K2Q' });
  });

  it('fails with 31 on a label without the programme', async () => {
    const result = await createPact()
      .addInteraction()
      .given(VERIFIED, { username: 'pact.referral' })
      .uponReceiving('a request for a referral code on a label without refer a friend')
      .withRequest('POST', GENERATE, (request) =>
        request.headers({ ...PRIVATE, 'X-Label-Entry-Point': OTHER_LABEL }),
      )
      .willRespondWith(400, (response) =>
        response.headers(JSON_RESPONSE).jsonBody(refusal(31, 'Refer a friend is not offered on label LT')),
      )
      .executeTest((server) =>
        new ReferralHttpAdapter(
          createCustomerFacingClient({
            baseUrl: server.url,
            clientCode: CLIENT_HEADERS['X-Client-Code'],
            labelEntryPoint: OTHER_LABEL,
            tokens: new InMemoryTokenStore(PACT_SESSION),
          }),
        ).generateCode(),
      );

    expect(result).toMatchObject({ ok: false, error: { kind: 'api', errorCode: 31, httpStatus: 400 } });
  });

  it('fails with 64 for a player who is not KYC-verified', async () => {
    const result = await createPact()
      .addInteraction()
      .given(NOT_VERIFIED, { username: 'pact.referral' })
      .uponReceiving('a request for the referral code of a player who is not KYC-verified')
      .withRequest('POST', GENERATE, (request) => request.headers(PRIVATE))
      .willRespondWith(400, (response) =>
        response.headers(JSON_RESPONSE).jsonBody(refusal(64, 'Refer a friend needs a verified identity')),
      )
      .executeTest((server) => referral(server.url).generateCode());

    expect(result).toMatchObject({ ok: false, error: { errorCode: 64, httpStatus: 400 } });
  });

  it('fails with 119 for an account that is not active', async () => {
    const result = await createPact()
      .addInteraction()
      .given(FROZEN, { username: 'pact.referral' })
      .uponReceiving('a request for the referral code of a frozen account')
      .withRequest('POST', GENERATE, (request) => request.headers(PRIVATE))
      .willRespondWith(400, (response) =>
        response.headers(JSON_RESPONSE).jsonBody(refusal(119, 'Refer a friend needs an active account')),
      )
      .executeTest((server) => referral(server.url).generateCode());

    expect(result).toMatchObject({ ok: false, error: { errorCode: 119, httpStatus: 400 } });
  });
});

describe('createReferralInvitation (POST referAFriend/createInvitation, private)', () => {
  it('answers the invitation sent to a friend', async () => {
    const result = await createPact()
      .addInteraction()
      .given(VERIFIED, { username: 'pact.referral' })
      .uponReceiving('an invitation of a friend by a KYC-verified player')
      .withRequest('POST', INVITE, (request) =>
        request.headers(PRIVATE_JSON).jsonBody({ email: 'laura.ozolina@example.lv', lang: 'LV' }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody(
          invitation({
            id: 600,
            email: 'laura.ozolina@example.lv',
            status: 'SENT',
            createdAt: '2026-11-21T10:30:00.000Z',
          }),
        ),
      )
      .executeTest((server) =>
        referral(server.url).createInvitation({ email: 'laura.ozolina@example.lv', lang: 'LV' }),
      );

    expect(result).toEqual({
      ok: true,
      value: {
        id: 600,
        email: 'laura.ozolina@example.lv',
        code: 'ANNA-7K2Q',
        status: 'SENT',
        createdAt: Date.UTC(2026, 10, 21, 10, 30, 0),
      },
    });
  });

  it.each([
    [7, 'ilze.liepina@example.lv', 'This email has already been invited', 'an e-mail already invited'],
    [13, 'janis.kalnins@example.lv', 'This email already belongs to a customer', 'a customer’s e-mail'],
  ])('fails with %i for %s', async (errorCode, email, errorMessage, what) => {
    const result = await createPact()
      .addInteraction()
      .given(VERIFIED, { username: 'pact.referral' })
      .uponReceiving(`an invitation of ${what}`)
      .withRequest('POST', INVITE, (request) => request.headers(PRIVATE_JSON).jsonBody({ email, lang: 'LV' }))
      .willRespondWith(400, (response) =>
        response.headers(JSON_RESPONSE).jsonBody(refusal(errorCode, errorMessage)),
      )
      .executeTest((server) => referral(server.url).createInvitation({ email, lang: 'LV' }));

    expect(result).toMatchObject({ ok: false, error: { errorCode, httpStatus: 400 } });
  });

  it('fails with 64 for a player who is not KYC-verified', async () => {
    const result = await createPact()
      .addInteraction()
      .given(NOT_VERIFIED, { username: 'pact.referral' })
      .uponReceiving('an invitation of a friend by a player who is not KYC-verified')
      .withRequest('POST', INVITE, (request) =>
        request.headers(PRIVATE_JSON).jsonBody({ email: 'laura.ozolina@example.lv', lang: 'LV' }),
      )
      .willRespondWith(400, (response) =>
        response.headers(JSON_RESPONSE).jsonBody(refusal(64, 'Refer a friend needs a verified identity')),
      )
      .executeTest((server) =>
        referral(server.url).createInvitation({ email: 'laura.ozolina@example.lv', lang: 'LV' }),
      );

    expect(result).toMatchObject({ ok: false, error: { errorCode: 64 } });
  });
});

describe('searchReferralInvitations (POST referAFriend/searchInvitations, private)', () => {
  it('answers the invitations sent, with an empty body', async () => {
    const result = await createPact()
      .addInteraction()
      .given(ANNA)
      .uponReceiving('a search of the invitations anna sent')
      .withRequest('POST', SEARCH, (request) => request.headers(PRIVATE_JSON).jsonBody({}))
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody(
          eachLike(
            invitation({
              id: 598,
              email: 'ilze.liepina@example.lv',
              status: regex('^(SENT|REGISTERED|REWARDED)$', 'REGISTERED'),
              createdAt: '2026-10-02T18:10:00+03:00',
            }),
          ),
        ),
      )
      .executeTest((server) => referral(server.url).searchInvitations());

    expect(result).toEqual({
      ok: true,
      value: [
        {
          id: 598,
          email: 'ilze.liepina@example.lv',
          code: 'ANNA-7K2Q',
          status: 'REGISTERED',
          createdAt: Date.UTC(2026, 9, 2, 15, 10, 0),
        },
      ],
    });
  });
});

describe('createComplaint (POST customers/complaint/create, private)', () => {
  it('answers the registered complaint with its reference', async () => {
    const complaint = {
      category: 'PAYMENTS',
      subject: 'Izmaksa nav saņemta',
      message: 'Pieprasīju 50,00 EUR izmaksu 18. novembrī, bet nauda vēl nav saņemta.',
    } as const;
    const result = await createPact()
      .addInteraction()
      .given(VERIFIED, { username: 'pact.complaint' })
      .uponReceiving('a complaint about a payment')
      .withRequest('POST', COMPLAINT, (request) => request.headers(PRIVATE_JSON).jsonBody(complaint))
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          complaintId: string('SUD-2026-00418'),
          status: 'RECEIVED',
          createdAt: regex(DATE_TIME, '2026-11-21T10:00:00.000Z'),
        }),
      )
      .executeTest((server) => new ComplaintHttpAdapter(signedIn(server.url)).createComplaint(complaint));

    expect(result).toEqual({
      ok: true,
      value: {
        complaintId: 'SUD-2026-00418',
        status: 'RECEIVED',
        createdAt: Date.UTC(2026, 10, 21, 10, 0, 0),
      },
    });
  });
});

describe('getLifetimeStatistics (GET customers/lifetimestatistics, private)', () => {
  it('answers the totals in minor units and the registration date', async () => {
    const result = await createPact()
      .addInteraction()
      .given(ANNA)
      .uponReceiving('a request for the lifetime statistics of anna')
      .withRequest('GET', STATISTICS, (request) => request.headers(PRIVATE))
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          totalDeposits: integer(350000),
          totalWithdrawals: integer(180000),
          totalBets: integer(1204500),
          totalWins: integer(1129550),
          currency: string('EUR'),
          registeredAt: regex(DATE_TIME, '2024-02-03T10:11:12+02:00'),
        }),
      )
      .executeTest((server) =>
        new LifetimeStatisticsHttpAdapter(signedIn(server.url)).getLifetimeStatistics(),
      );

    expect(result).toEqual({
      ok: true,
      value: {
        totalDeposits: 350000,
        totalWithdrawals: 180000,
        totalBets: 1204500,
        totalWins: 1129550,
        currency: 'EUR',
        registeredAt: Date.UTC(2024, 1, 3, 8, 11, 12),
      },
    });
  });
});

describe('getSourceOfFundsStatus (GET sourceOfFunds/pending-declaration, private)', () => {
  it('answers a declaration due, with its deadline', async () => {
    const result = await createPact()
      .addInteraction()
      .given(ANNA)
      .uponReceiving('a request for the source-of-funds status of a player who owes a declaration')
      .withRequest('GET', PENDING, (request) => request.headers(PRIVATE))
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          pending: true,
          thresholdAmount: integer(200000),
          dueDate: regex(DATE_TIME, '2026-12-05T23:59:59+02:00'),
        }),
      )
      .executeTest((server) => sourceOfFunds(server.url).getStatus());

    expect(result).toEqual({
      ok: true,
      value: { pending: true, thresholdAmount: 200000, dueDate: Date.UTC(2026, 11, 5, 21, 59, 59) },
    });
  });

  it('answers nothing due', async () => {
    const result = await createPact()
      .addInteraction()
      .given(VERIFIED, { username: 'pact.sof' })
      .uponReceiving('a request for the source-of-funds status of a player who owes none')
      .withRequest('GET', PENDING, (request) => request.headers(PRIVATE))
      .willRespondWith(200, (response) =>
        response
          .headers(JSON_RESPONSE)
          .jsonBody({ pending: false, thresholdAmount: integer(200000), dueDate: null }),
      )
      .executeTest((server) => sourceOfFunds(server.url).getStatus());

    expect(result).toEqual({ ok: true, value: { pending: false, thresholdAmount: 200000, dueDate: null } });
  });
});

describe('declareSourceOfFunds (POST sourceOfFunds/declare, private)', () => {
  it('records the declaration (204)', async () => {
    const declaration = {
      sources: ['SALARY', 'SAVINGS'],
      monthlyIncome: 'FROM_1000_TO_2500',
      employer: 'SIA Rīgas Ūdens',
    } as const;
    const result = await createPact()
      .addInteraction()
      .given(VERIFIED, { username: 'pact.sof' })
      .uponReceiving('a source-of-funds declaration of a salary and savings')
      .withRequest('POST', DECLARE, (request) => request.headers(PRIVATE_JSON).jsonBody(declaration))
      .willRespondWith(204)
      .executeTest((server) => sourceOfFunds(server.url).declare(declaration));

    expect(result).toEqual({ ok: true, value: undefined });
  });

  it('fails with 57 when the other source is not described', async () => {
    const declaration = { sources: ['OTHER'], monthlyIncome: 'UP_TO_1000' } as const;
    const result = await createPact()
      .addInteraction()
      .given(VERIFIED, { username: 'pact.sof' })
      .uponReceiving('a source-of-funds declaration of another source without its text')
      .withRequest('POST', DECLARE, (request) => request.headers(PRIVATE_JSON).jsonBody(declaration))
      .willRespondWith(400, (response) =>
        response.headers(JSON_RESPONSE).jsonBody(refusal(57, 'Describe the other source of funds')),
      )
      .executeTest((server) => sourceOfFunds(server.url).declare(declaration));

    expect(result).toMatchObject({ ok: false, error: { errorCode: 57, httpStatus: 400 } });
  });
});
