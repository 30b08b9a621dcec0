import { describe, expect, it } from 'vitest';
import { aReferralInvitationDto } from '../testing/account-extras-dto.builders.ts';
import { customerFacingFixture } from '../testing/customer-facing.fixture.ts';
import { ReferralHttpAdapter } from './referral.http-adapter.ts';

const API = '/api/v1/customerfacing';
const GENERATE = `${API}/customers/referAFriend/generateCode`;
const INVITE = `${API}/referAFriend/createInvitation`;
const SEARCH = `${API}/referAFriend/searchInvitations`;

describe('ReferralHttpAdapter', () => {
  const setUp = () => {
    const fixture = customerFacingFixture();
    return { ...fixture, adapter: new ReferralHttpAdapter(fixture.client) };
  };

  it('generates the code with the bearer token and no body', async () => {
    const { server, adapter } = setUp();
    server.json('POST', GENERATE, 200, { code: 'ANNA-7K2Q' });

    const result = await adapter.generateCode();

    const request = server.lastRequest(GENERATE);
    expect([result, request?.headers.get('Authorization'), request?.body]).toEqual([
      { ok: true, value: 'ANNA-7K2Q' },
      'Bearer access-1',
      '',
    ]);
  });

  it('fails the code with 31 when the label runs no programme', async () => {
    const { server, adapter } = setUp();
    server.json('POST', GENERATE, 400, { errorCode: 31, errorMessage: 'Referral disabled' });

    expect(await adapter.generateCode()).toMatchObject({
      ok: false,
      error: { errorCode: 31, httpStatus: 400 },
    });
  });

  it('sends the friend’s e-mail and the language', async () => {
    const { server, adapter } = setUp();
    server.json('POST', INVITE, 200, aReferralInvitationDto({ status: 'SENT' }));

    await adapter.createInvitation({ email: 'laura.ozolina@example.lv', lang: 'LV' });

    expect(server.lastJsonBody(INVITE)).toEqual({ email: 'laura.ozolina@example.lv', lang: 'LV' });
  });

  it('fails an invitation of an e-mail already invited with 7', async () => {
    const { server, adapter } = setUp();
    server.json('POST', INVITE, 400, { errorCode: 7, errorMessage: 'Already invited' });

    expect(await adapter.createInvitation({ email: 'ilze.liepina@example.lv', lang: 'LV' })).toMatchObject({
      ok: false,
      error: { errorCode: 7 },
    });
  });

  it('searches the invitations with an empty body', async () => {
    const { server, adapter } = setUp();
    server.json('POST', SEARCH, 200, [aReferralInvitationDto()]);

    const result = await adapter.searchInvitations();

    expect([result.ok && result.value.length, server.lastJsonBody(SEARCH)]).toEqual([1, {}]);
  });
});
