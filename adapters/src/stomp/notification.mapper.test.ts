import { describe, expect, it } from 'vitest';
import { parseNotification } from './notification.mapper.ts';

describe('parseNotification', () => {
  it('maps a forced-logout message', () => {
    expect(parseNotification('{"notificationType":"SELF_EXCLUSION"}')).toEqual({
      ok: true,
      value: { notificationType: 'SELF_EXCLUSION' },
    });
  });

  it('keeps the responsible-gaming fields and the data', () => {
    const body = JSON.stringify({
      notificationType: 'RESPONSIBLE_GAMING_CHANGES_APPLY',
      responsibleGamingType: 'LOSS',
      responsibleGamingPeriod: 'WEEKLY',
      data: { amount: 5000 },
    });

    expect(parseNotification(body)).toEqual({
      ok: true,
      value: {
        notificationType: 'RESPONSIBLE_GAMING_CHANGES_APPLY',
        responsibleGamingType: 'LOSS',
        responsibleGamingPeriod: 'WEEKLY',
        data: { amount: 5000 },
      },
    });
  });

  it('keeps the provider maximum of MAX_BET_LIMIT_REACHED', () => {
    const maxBetConfiguration = { maxBetAmount: 500, currency: 'EUR' };
    const body = JSON.stringify({ notificationType: 'MAX_BET_LIMIT_REACHED', maxBetConfiguration });

    expect(parseNotification(body)).toEqual({
      ok: true,
      value: { notificationType: 'MAX_BET_LIMIT_REACHED', maxBetConfiguration },
    });
  });

  it('leaves out the fields core does not read', () => {
    const body = JSON.stringify({ notificationType: 'SESSION_END_BY_OPERATOR', sentBy: 'operator-7' });

    expect(parseNotification(body)).toEqual({
      ok: true,
      value: { notificationType: 'SESSION_END_BY_OPERATOR' },
    });
  });

  it('rejects a body that is not JSON', () => {
    expect(parseNotification('SELF_EXCLUSION')).toEqual({ ok: false, error: 'body is not JSON' });
  });

  it('rejects JSON without a notificationType', () => {
    expect(parseNotification('{"type":"SELF_EXCLUSION"}')).toEqual({
      ok: false,
      error: 'body is not a SocketMessage',
    });
  });

  it('rejects a responsible-gaming type that is not a string', () => {
    const body = JSON.stringify({ notificationType: 'LIMITS', responsibleGamingType: 3 });

    expect(parseNotification(body)).toEqual({ ok: false, error: 'body is not a SocketMessage' });
  });
});
