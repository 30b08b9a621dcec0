import { describe, expect, it } from 'vitest';
import { customerFacingFixture } from '../testing/customer-facing.fixture.ts';
import { aTokenPairDto, aUserDto } from '../testing/dto.builders.ts';
import { AccountHttpAdapter } from './account.http-adapter.ts';

const BASE = '/api/v1/customerfacing/customers';
const ACCEPT_TERMS = `${BASE}/acceptTermsAndConditions`;
const ACTIVATE = `${BASE}/activate`;
const FORGOT_PASSWORD = `${BASE}/forgotPassword`;
const RESET_PASSWORD = `${BASE}/resetPassword`;
const CHANGE_LANGUAGE = `${BASE}/changeLanguage`;

const noContent = () => new Response(null, { status: 204 });
const activationKey = { username: 'liga.ozola', activationKey: 'c7e1f0a2b9d84e5f' };
const reset = { username: 'anna', key: '5d0b7e3a91c24f68', password: 'Ziema2027!' };

/** Signed in, so a bearer token on the public calls would show. */
const setUp = () => {
  const fixture = customerFacingFixture({ signedIn: true });
  return { ...fixture, adapter: new AccountHttpAdapter(fixture.client) };
};

describe('AccountHttpAdapter', () => {
  describe('acceptTermsAndConditions', () => {
    it('accepts the terms on a 204', async () => {
      const { server, adapter } = setUp();
      server.on('POST', ACCEPT_TERMS, noContent);

      expect(await adapter.acceptTermsAndConditions()).toEqual({ ok: true, value: undefined });
    });

    it('accepts the terms with the bearer token of the session', async () => {
      const { server, adapter } = setUp();
      server.on('POST', ACCEPT_TERMS, noContent);

      await adapter.acceptTermsAndConditions();

      expect(server.lastRequest(ACCEPT_TERMS)?.headers.get('Authorization')).toBe('Bearer access-1');
    });

    it('fails without a session with errorCode 3', async () => {
      const { server, adapter } = setUp();
      server.json('POST', ACCEPT_TERMS, 401, { errorCode: 3, errorMessage: 'Unauthorized' });

      expect(await adapter.acceptTermsAndConditions()).toMatchObject({
        ok: false,
        error: { kind: 'api', errorCode: 3, httpStatus: 401 },
      });
    });
  });

  describe('activate', () => {
    it('sends the link username and key as the query', async () => {
      const { server, adapter } = setUp();
      server.json('POST', ACTIVATE, 200, aTokenPairDto());

      await adapter.activate(activationKey);

      expect(server.lastRequest(ACTIVATE)?.url.search).toBe(
        '?username=liga.ozola&activationKey=c7e1f0a2b9d84e5f',
      );
    });

    it('activates without a bearer token', async () => {
      const { server, adapter } = setUp();
      server.json('POST', ACTIVATE, 200, aTokenPairDto());

      await adapter.activate(activationKey);

      expect(server.lastRequest(ACTIVATE)?.headers.get('Authorization')).toBeNull();
    });

    it('succeeds when the answer is the tokens of the activated account', async () => {
      const { server, adapter } = setUp();
      server.json('POST', ACTIVATE, 200, aTokenPairDto());

      expect(await adapter.activate(activationKey)).toEqual({ ok: true, value: undefined });
    });

    it('fails with a wrong key with errorCode 8', async () => {
      const { server, adapter } = setUp();
      server.json('POST', ACTIVATE, 400, { errorCode: 8, errorMessage: 'Activation key is invalid' });

      expect(await adapter.activate(activationKey)).toEqual({
        ok: false,
        error: { kind: 'api', errorCode: 8, httpStatus: 400, errorMessage: 'Activation key is invalid' },
      });
    });

    it('fails when the answer is not a token pair', async () => {
      const { server, adapter } = setUp();
      server.json('POST', ACTIVATE, 200, { errorCode: 0 });

      expect(await adapter.activate(activationKey)).toMatchObject({
        ok: false,
        error: { kind: 'api', errorCode: -1, httpStatus: 200 },
      });
    });
  });

  describe('forgotPassword', () => {
    it('sends the username or e-mail as the query', async () => {
      const { server, adapter } = setUp();
      server.on('POST', FORGOT_PASSWORD, noContent);

      await adapter.forgotPassword('anna.berzina@example.lv');

      expect(server.lastRequest(FORGOT_PASSWORD)?.url.searchParams.get('username')).toBe(
        'anna.berzina@example.lv',
      );
    });

    it('asks without a bearer token', async () => {
      const { server, adapter } = setUp();
      server.on('POST', FORGOT_PASSWORD, noContent);

      await adapter.forgotPassword('anna');

      expect(server.lastRequest(FORGOT_PASSWORD)?.headers.get('Authorization')).toBeNull();
    });

    it('succeeds when the e-mail is on its way (204)', async () => {
      const { server, adapter } = setUp();
      server.on('POST', FORGOT_PASSWORD, noContent);

      expect(await adapter.forgotPassword('anna')).toEqual({ ok: true, value: undefined });
    });

    it('fails with the errorCode of a server fault', async () => {
      const { server, adapter } = setUp();
      server.json('POST', FORGOT_PASSWORD, 500, { errorCode: 41, errorMessage: 'General server error' });

      expect(await adapter.forgotPassword('anna')).toMatchObject({
        ok: false,
        error: { kind: 'api', errorCode: 41, httpStatus: 500 },
      });
    });
  });

  describe('resetPassword', () => {
    it('sends the key and the new password twice', async () => {
      const { server, adapter } = setUp();
      server.on('POST', RESET_PASSWORD, noContent);

      await adapter.resetPassword(reset);

      expect(server.lastJsonBody(RESET_PASSWORD)).toEqual({
        username: 'anna',
        key: '5d0b7e3a91c24f68',
        password: 'Ziema2027!',
        rePassword: 'Ziema2027!',
      });
    });

    it('resets without a bearer token', async () => {
      const { server, adapter } = setUp();
      server.on('POST', RESET_PASSWORD, noContent);

      await adapter.resetPassword(reset);

      expect(server.lastRequest(RESET_PASSWORD)?.headers.get('Authorization')).toBeNull();
    });

    it('succeeds when the password is changed (204)', async () => {
      const { server, adapter } = setUp();
      server.on('POST', RESET_PASSWORD, noContent);

      expect(await adapter.resetPassword(reset)).toEqual({ ok: true, value: undefined });
    });

    it('fails with an expired key with errorCode 5', async () => {
      const { server, adapter } = setUp();
      server.json('POST', RESET_PASSWORD, 400, { errorCode: 5, errorMessage: 'Reset key has expired' });

      expect(await adapter.resetPassword(reset)).toMatchObject({
        ok: false,
        error: { kind: 'api', errorCode: 5, httpStatus: 400 },
      });
    });
  });

  describe('updateLanguage', () => {
    it('sends the language upper-case', async () => {
      const { server, adapter } = setUp();
      server.json('POST', CHANGE_LANGUAGE, 200, aUserDto({ lang: 'RU' }));

      await adapter.updateLanguage('ru');

      expect(server.lastJsonBody(CHANGE_LANGUAGE)).toEqual({ lang: 'RU' });
    });

    it('changes the language with the bearer token of the session', async () => {
      const { server, adapter } = setUp();
      server.json('POST', CHANGE_LANGUAGE, 200, aUserDto({ lang: 'EN' }));

      await adapter.updateLanguage('en');

      expect(server.lastRequest(CHANGE_LANGUAGE)?.headers.get('Authorization')).toBe('Bearer access-1');
    });

    it('succeeds when the answer is the customer', async () => {
      const { server, adapter } = setUp();
      server.json('POST', CHANGE_LANGUAGE, 200, aUserDto({ lang: 'EN' }));

      expect(await adapter.updateLanguage('en')).toEqual({ ok: true, value: undefined });
    });

    it('fails with the errorCode of a bad request', async () => {
      const { server, adapter } = setUp();
      server.json('POST', CHANGE_LANGUAGE, 400, { errorCode: 57, errorMessage: 'Bad customer data' });

      expect(await adapter.updateLanguage('en')).toMatchObject({
        ok: false,
        error: { kind: 'api', errorCode: 57, httpStatus: 400 },
      });
    });

    it('fails when the answer is not a customer', async () => {
      const { server, adapter } = setUp();
      server.json('POST', CHANGE_LANGUAGE, 200, { lang: 'EN' });

      expect(await adapter.updateLanguage('en')).toMatchObject({
        ok: false,
        error: { kind: 'api', errorCode: -1, httpStatus: 200 },
      });
    });
  });
});
