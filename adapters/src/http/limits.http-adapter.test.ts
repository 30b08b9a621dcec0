import { describe, expect, it } from 'vitest';
import { customerFacingFixture } from '../testing/customer-facing.fixture.ts';
import { aLimitsChange, aResponsibleGamingSettingsDto } from '../testing/player-protection-dto.builders.ts';
import { LimitsHttpAdapter } from './limits.http-adapter.ts';

const CONFIRM = '/api/v1/customerfacing/responsibleGaming/adjustment/confirm';
const settingsOf = (customerId: number) =>
  `/api/v1/customerfacing/customers/${String(customerId)}/responsibleGaming`;
const noContent = () => new Response(null, { status: 204 });

const setUp = () => {
  const fixture = customerFacingFixture();
  return { ...fixture, adapter: new LimitsHttpAdapter(fixture.client) };
};

describe('LimitsHttpAdapter', () => {
  describe('confirmAdjustment', () => {
    it.each([true, false])(
      'sends confirmed=%s with the ids, comma-separated, in the query',
      async (confirmed) => {
        const { server, adapter } = setUp();
        server.on('POST', CONFIRM, noContent);

        await adapter.confirmAdjustment(aLimitsChange({ uniqueIds: ['rg-adj-1', 'rg-adj-2'] }), confirmed);

        expect(server.lastRequest(CONFIRM)?.url.search).toBe(
          `?uniqueIds=rg-adj-1,rg-adj-2&confirmed=${String(confirmed)}`,
        );
      },
    );

    it('sends the notification’s data as the body, with the bearer token', async () => {
      const { server, adapter } = setUp();
      server.on('POST', CONFIRM, noContent);

      await adapter.confirmAdjustment(aLimitsChange(), true);

      expect([
        server.lastJsonBody(CONFIRM),
        server.lastRequest(CONFIRM)?.headers.get('Authorization'),
      ]).toEqual([
        {
          uniqueIds: ['rg-adj-7f2c91'],
          limits: [{ type: 'DEPOSIT', period: 'MONTHLY', currentAmount: 200000, newAmount: 300000 }],
        },
        'Bearer access-1',
      ]);
    });

    it('succeeds on a 204', async () => {
      const { server, adapter } = setUp();
      server.on('POST', CONFIRM, noContent);

      expect(await adapter.confirmAdjustment(aLimitsChange(), false)).toEqual({ ok: true, value: undefined });
    });

    it('fails an adjustment that is no longer pending with -1 (404)', async () => {
      const { server, adapter } = setUp();
      server.json('POST', CONFIRM, 404, { errorCode: -1, errorMessage: 'No pending limit adjustment' });

      expect(await adapter.confirmAdjustment(aLimitsChange(), true)).toMatchObject({
        ok: false,
        error: { kind: 'api', errorCode: -1, httpStatus: 404 },
      });
    });
  });

  describe('loadPendingLimits', () => {
    it('asks for the settings of the logged-in customer', async () => {
      const { server, adapter } = setUp();
      server.json('GET', settingsOf(1042), 200, aResponsibleGamingSettingsDto());

      await adapter.loadPendingLimits(1042);

      expect(server.lastRequest(settingsOf(1042))?.headers.get('Authorization')).toBe('Bearer access-1');
    });

    it('answers the pending adjustments', async () => {
      const { server, adapter } = setUp();
      server.json('GET', settingsOf(1001), 200, aResponsibleGamingSettingsDto());

      expect(await adapter.loadPendingLimits(1001)).toEqual({
        ok: true,
        value: [{ type: 'DEPOSIT', period: 'MONTHLY', currentAmount: 200000, newAmount: 300000 }],
      });
    });

    it('fails settings without pending limits with -1', async () => {
      const { server, adapter } = setUp();
      server.json('GET', settingsOf(1001), 200, { limits: [] });

      expect(await adapter.loadPendingLimits(1001)).toMatchObject({
        ok: false,
        error: { kind: 'api', errorCode: -1, httpStatus: 200 },
      });
    });

    it('fails with 4 when the id is not the logged-in customer’s', async () => {
      const { server, adapter } = setUp();
      server.json('GET', settingsOf(1001), 400, { errorCode: 4, errorMessage: 'Access denied' });

      expect(await adapter.loadPendingLimits(1001)).toMatchObject({ ok: false, error: { errorCode: 4 } });
    });
  });
});

describe('LimitsHttpAdapter, the limits tab', () => {
  const SETTINGS_UPDATE = '/api/v1/customerfacing/customers/responsibleGaming/settings';
  const DEFAULTS = '/api/v1/customerfacing/customers/gaming/responsibleGaming/limits/default';

  it('loads the settings of the customer', async () => {
    const { server, adapter } = setUp();
    server.json('GET', settingsOf(7), 200, aResponsibleGamingSettingsDto([]));
    const loaded = await adapter.loadSettings(7);
    expect(loaded.ok && [loaded.value.limits.length, loaded.value.realityCheckInterval]).toEqual([1, 60]);
  });

  it('loads the label defaults', async () => {
    const { server, adapter } = setUp();
    server.json('GET', DEFAULTS, 200, { limits: [{ type: 'PLACE_BET', period: 'DAILY', amount: 100000 }] });
    expect(await adapter.loadDefaults()).toEqual({
      ok: true,
      value: [{ type: 'PLACE_BET', period: 'DAILY', amount: 100000 }],
    });
  });

  it('sends a settings update and answers the settings after it', async () => {
    const { server, adapter } = setUp();
    server.json('POST', SETTINGS_UPDATE, 200, aResponsibleGamingSettingsDto([]));
    const saved = await adapter.updateSettings({
      limits: [{ type: 'DEPOSIT', period: 'DAILY', amount: 5000 }],
      removeLimits: [],
    });
    expect([server.lastJsonBody(SETTINGS_UPDATE), saved.ok]).toEqual([
      { limits: [{ type: 'DEPOSIT', period: 'DAILY', amount: 5000 }] },
      true,
    ]);
  });

  it('fails a refused update with its code (66: cooling off)', async () => {
    const { server, adapter } = setUp();
    server.json('POST', SETTINGS_UPDATE, 400, { errorCode: 66, errorMessage: 'Cooling off' });
    expect(await adapter.updateSettings({ limits: [], removeLimits: [] })).toMatchObject({
      ok: false,
      error: { errorCode: 66 },
    });
  });
});
