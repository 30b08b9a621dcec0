import { describe, expect, it } from 'vitest';
import { aReferralInvitationDto } from '../testing/account-extras-dto.builders.ts';
import { toReferralCode, toReferralInvitation, toReferralInvitations } from './referral.mapper.ts';

describe('toReferralCode', () => {
  it('reads the code', () => {
    expect(toReferralCode({ code: 'ANNA-7K2Q' })).toEqual({ ok: true, value: 'ANNA-7K2Q' });
  });

  it('refuses a body without one', () => {
    expect(toReferralCode({})).toEqual({ ok: false, error: 'body.code is not a string' });
  });
});

describe('toReferralInvitation', () => {
  it('reads the invitation with its date as ms since the epoch', () => {
    expect(toReferralInvitation(aReferralInvitationDto())).toEqual({
      ok: true,
      value: {
        id: 598,
        email: 'ilze.liepina@example.lv',
        code: 'ANNA-7K2Q',
        status: 'REGISTERED',
        createdAt: Date.UTC(2026, 9, 2, 15, 10, 0),
      },
    });
  });

  it('refuses a status the contract does not list', () => {
    expect(toReferralInvitation({ ...aReferralInvitationDto(), status: 'EXPIRED' }).ok).toBe(false);
  });

  it('refuses a date that is not one', () => {
    expect(toReferralInvitation(aReferralInvitationDto({ createdAt: 'yesterday' }))).toEqual({
      ok: false,
      error: 'body.createdAt is not a date-time',
    });
  });
});

describe('toReferralInvitations', () => {
  it('reads the list in the server’s order', () => {
    const result = toReferralInvitations([aReferralInvitationDto({ id: 610 }), aReferralInvitationDto()]);
    expect(result.ok && result.value.map((invitation) => invitation.id)).toEqual([610, 598]);
  });

  it('names the item whose date is wrong', () => {
    expect(
      toReferralInvitations([aReferralInvitationDto(), aReferralInvitationDto({ createdAt: '' })]),
    ).toEqual({
      ok: false,
      error: 'body[1].createdAt is not a date-time',
    });
  });
});
