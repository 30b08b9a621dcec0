import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  bodyOf,
  carePaths,
  startCareSandbox,
  testEpoch,
  type CareSandbox,
} from '../player-care/player-care.test-kit.ts';
import { bodyText } from '../stomp/stomp-frame.ts';
import { errorOf, withoutRealityCheck } from '../testing/sandbox-harness.ts';
import { StompTestClient } from '../testing/stomp-test-client.ts';
import { exclusionLoginError } from './exclusion.rules.ts';

const hourMs = 3600_000;

describe('self-exclusion and timeout', () => {
  let care: CareSandbox;
  let token: string;
  let client: StompTestClient | undefined;

  beforeEach(async () => {
    care = await startCareSandbox();
    withoutRealityCheck(care.sandbox);
    token = await care.tokenOf('anna');
  });

  afterEach(async () => {
    client?.close();
    client = undefined;
    expect(care.sandbox.violations).toEqual([]);
    await care.close();
  });

  const anna = () => {
    const player = care.sandbox.state.players.find((p) => p.id === 1001);
    if (!player) throw new Error('no anna');
    return player;
  };
  const subscribe = async (): Promise<StompTestClient> => {
    const stomp = await StompTestClient.open(care.sandbox.url);
    client = stomp;
    await stomp.connect(token);
    stomp.sendFrame('SUBSCRIBE', { id: '0', destination: '/user/queue/notifications', receipt: 'r' });
    await stomp.nextFrame();
    return stomp;
  };

  it('has neither in force for anna', async () => {
    expect((await care.api.get(carePaths.selfExclusion, token)).body).toEqual({
      selfExclusion: null,
      timeout: null,
    });
  });

  it('self-excludes anna for a year, to the end of that Riga day', async () => {
    const response = await care.api.post(
      carePaths.selfExclusion,
      { permanent: false, period: 'ONE_YEAR', password: 'Casino2026!' },
      token,
    );
    expect(response.body).toEqual({
      isRemoved: false,
      removedDate: null,
      permanent: false,
      endDate: '2027-11-21T21:59:59.000Z',
    });
  });

  it('ends the session with a SELF_EXCLUSION notification', async () => {
    const stomp = await subscribe();
    await care.api.post(carePaths.selfExclusion, { permanent: false, period: 'TWO_YEARS' }, token);
    const message = JSON.parse(bodyText(await stomp.nextFrame())) as { notificationType: string };
    expect(message.notificationType).toBe('SELF_EXCLUSION');
    expect(await stomp.waitForClose()).toBeGreaterThan(0);
    expect(errorOf(await care.api.get(carePaths.currentCustomer, token)).errorCode).toBe(97);
  });

  it('sends PERMANENT_SE_BY_CUSTOMER for a permanent self-exclusion', async () => {
    const stomp = await subscribe();
    const response = await care.api.post(carePaths.selfExclusion, { permanent: true }, token);
    expect(response.body).toMatchObject({ permanent: true, endDate: null });
    expect(JSON.parse(bodyText(await stomp.nextFrame()))).toEqual({
      notificationType: 'PERMANENT_SE_BY_CUSTOMER',
    });
  });

  it('makes later logins fail with 39 and the self-exclusion detail', async () => {
    await care.api.post(carePaths.selfExclusion, { permanent: true }, token);
    const error = exclusionLoginError(anna(), care.sandbox.state.now());
    expect(error?.toResponse()).toMatchObject({ errorCode: 39, data: { permanent: true, isRemoved: false } });
  });

  it('lifts a temporary self-exclusion at its end date, keeping it as removed', async () => {
    await care.api.post(carePaths.selfExclusion, { permanent: false, period: 'ONE_YEAR' }, token);
    care.advance(366 * 24 * hourMs);
    expect(exclusionLoginError(anna(), care.sandbox.state.now())).toBeNull();
    token = await care.tokenOf('anna');
    expect(bodyOf(await care.api.get(carePaths.selfExclusion, token)).selfExclusion).toMatchObject({
      isRemoved: true,
    });
  });

  it('refuses a wrong password with 1', async () => {
    const response = await care.api.post(
      carePaths.selfExclusion,
      { permanent: true, password: 'wrong' },
      token,
    );
    expect(errorOf(response).errorCode).toBe(1);
  });

  it('refuses a temporary self-exclusion without a period with 400 and -1', async () => {
    expect(errorOf(await care.api.post(carePaths.selfExclusion, { permanent: false }, token)).errorCode).toBe(
      -1,
    );
  });

  it('takes a timeout: SE_BY_TIMEOUT ends the session and logins fail with 93 until then', async () => {
    const stomp = await subscribe();
    const endDate = new Date(testEpoch + 48 * hourMs).toISOString();
    expect((await care.api.post(carePaths.timeout, { endDate }, token)).body).toEqual({ endDate });
    expect(JSON.parse(bodyText(await stomp.nextFrame()))).toEqual({
      notificationType: 'SE_BY_TIMEOUT',
      data: { endDate },
    });
    expect(exclusionLoginError(anna(), care.sandbox.state.now())?.errorCode).toBe(93);
    care.advance(49 * hourMs);
    expect(exclusionLoginError(anna(), care.sandbox.state.now())).toBeNull();
  });

  it.each([
    ['under 24 hours', 23],
    ['over 6 weeks', 6 * 7 * 24 + 1],
  ])('refuses a timeout %s ahead with 57', async (_case, hours) => {
    const endDate = new Date(testEpoch + hours * hourMs).toISOString();
    expect(errorOf(await care.api.post(carePaths.timeout, { endDate }, token)).errorCode).toBe(57);
  });

  it('refuses self-exclusion with 4 when selfExcludeEnabled is off', async () => {
    care.sandbox.state.customerConfig.selfExcludeEnabled = false;
    expect(errorOf(await care.api.post(carePaths.selfExclusion, { permanent: true }, token)).errorCode).toBe(
      4,
    );
  });
});
