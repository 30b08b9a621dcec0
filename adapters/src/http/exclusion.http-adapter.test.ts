import { describe, expect, it } from 'vitest';
import { customerFacingFixture } from '../testing/customer-facing.fixture.ts';
import { aSelfExclusionDto } from '../testing/player-protection-dto.builders.ts';
import { ExclusionHttpAdapter } from './exclusion.http-adapter.ts';

const SELF_EXCLUSION = '/api/v1/customerfacing/customers/responsibleGaming/selfExclusion';
const TIMEOUT = '/api/v1/customerfacing/customers/responsibleGaming/timeout';

const setUp = () => {
  const fixture = customerFacingFixture();
  return { ...fixture, adapter: new ExclusionHttpAdapter(fixture.client) };
};

describe('ExclusionHttpAdapter', () => {
  it('loads the self-exclusion and timeout in force', async () => {
    const { server, adapter } = setUp();
    server.json('GET', SELF_EXCLUSION, 200, {
      selfExclusion: null,
      timeout: { endDate: '2026-11-28T20:00:00+02:00' },
    });
    expect(await adapter.loadExclusion()).toEqual({
      ok: true,
      value: { selfExclusion: null, timeout: { endDate: '2026-11-28T20:00:00+02:00' } },
    });
  });

  it('sends a temporary self-exclusion with its period and the password in the body', async () => {
    const { server, adapter } = setUp();
    server.json('POST', SELF_EXCLUSION, 200, aSelfExclusionDto());
    await adapter.selfExclude({ permanent: false, period: 'ONE_YEAR', password: 'Casino2026!' });
    expect([server.lastJsonBody(SELF_EXCLUSION), server.lastRequest(SELF_EXCLUSION)?.url.search]).toEqual([
      { permanent: false, period: 'ONE_YEAR', password: 'Casino2026!' },
      '',
    ]);
  });

  it('sends a permanent self-exclusion without a period', async () => {
    const { server, adapter } = setUp();
    server.json('POST', SELF_EXCLUSION, 200, aSelfExclusionDto({ permanent: true, endDate: null }));
    const detail = await adapter.selfExclude({ permanent: true, password: 'Casino2026!' });
    expect([server.lastJsonBody(SELF_EXCLUSION), detail.ok && detail.value.permanent]).toEqual([
      { permanent: true, password: 'Casino2026!' },
      true,
    ]);
  });

  it('fails a wrong password with 1', async () => {
    const { server, adapter } = setUp();
    server.json('POST', SELF_EXCLUSION, 400, { errorCode: 1, errorMessage: 'Bad credentials' });
    expect(await adapter.selfExclude({ permanent: true, password: 'x' })).toMatchObject({
      ok: false,
      error: { kind: 'api', errorCode: 1 },
    });
  });

  it('takes a timeout until the given end', async () => {
    const { server, adapter } = setUp();
    server.json('POST', TIMEOUT, 200, { endDate: '2026-11-28T20:00:00+02:00' });
    const taken = await adapter.takeTimeout('2026-11-28T18:00:00.000Z');
    expect([server.lastJsonBody(TIMEOUT), taken]).toEqual([
      { endDate: '2026-11-28T18:00:00.000Z' },
      { ok: true, value: { endDate: '2026-11-28T20:00:00+02:00' } },
    ]);
  });

  it('refuses a timeout answer without a date-time', async () => {
    const { server, adapter } = setUp();
    server.json('POST', TIMEOUT, 200, { endDate: 'soon' });
    expect(await adapter.takeTimeout('2026-11-28T18:00:00.000Z')).toMatchObject({
      ok: false,
      error: { errorCode: -1, errorMessage: 'Malformed response: endDate is not a date-time' },
    });
  });
});
