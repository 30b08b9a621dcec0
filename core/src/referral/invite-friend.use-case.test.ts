import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorCatalogueTable } from '../errors/error-catalogue.table.ts';
import { fail } from '../shared/result.ts';
import { createApiFailure } from '../testing/failure.builder.ts';
import { CONTRACT_ERROR_TABLE } from '../testing/generated/error-catalogue.fixture.ts';
import { FakeReferralPort } from '../testing/referral-port.fake.ts';
import { InviteFriendUseCase } from './invite-friend.use-case.ts';

let port: FakeReferralPort;
let invite: InviteFriendUseCase;

beforeEach(() => {
  port = new FakeReferralPort();
  invite = new InviteFriendUseCase(port, new ErrorCatalogueTable(CONTRACT_ERROR_TABLE));
});

describe('InviteFriendUseCase', () => {
  it('sends the e-mail in the site’s language', async () => {
    await invite.execute({ email: 'laura.ozolina@example.lv' }, 'ru');
    expect(port.calls).toEqual([
      { call: 'createInvitation', request: { email: 'laura.ozolina@example.lv', lang: 'RU' } },
    ]);
  });

  it('answers the invitation sent', async () => {
    expect(await invite.execute({ email: 'laura.ozolina@example.lv' }, 'lv')).toMatchObject({
      kind: 'saved',
      value: { email: 'laura.ozolina@example.lv', status: 'SENT' },
    });
  });

  it('sends nothing for an e-mail in error', async () => {
    const outcome = await invite.execute({ email: 'laura' }, 'lv');
    expect([outcome, port.calls]).toEqual([
      { kind: 'invalid', errors: { email: 'myProfile.referral.error.email.format' } },
      [],
    ]);
  });

  it('answers an e-mail already invited (7) by the e-mail', async () => {
    port.invitationResult = fail(createApiFailure(7));
    expect(await invite.execute({ email: 'ilze.liepina@example.lv' }, 'lv')).toEqual({
      kind: 'refused',
      refusal: { errors: { email: 'errors.api.7' }, formError: null },
    });
  });

  it('answers a closed programme (64) for the form', async () => {
    port.invitationResult = fail(createApiFailure(64));
    expect(await invite.execute({ email: 'laura@example.lv' }, 'lv')).toMatchObject({
      kind: 'refused',
      refusal: { errors: {}, formError: { code: 64 } },
    });
  });
});
