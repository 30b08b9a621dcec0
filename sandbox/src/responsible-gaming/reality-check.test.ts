import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { accountContextOf } from '../account/account-context.ts';
import { accountPaths } from '../account/account.test-kit.ts';
import { NotificationKinds } from '../control/notification-kinds.ts';
import type { TokenPair } from '../dto.ts';
import { loadAsyncApiDocument } from '../openapi/openapi-document.ts';
import {
  bodyOf,
  carePaths,
  startCareSandbox,
  type CareSandbox,
} from '../player-care/player-care.test-kit.ts';
import { bodyText } from '../stomp/stomp-frame.ts';
import { paths } from '../testing/sandbox-harness.ts';
import { StompTestClient } from '../testing/stomp-test-client.ts';
import { realityCheckStart } from './reality-check-start.ts';

describe('reality check', () => {
  let care: CareSandbox;
  let token: string;

  beforeEach(async () => {
    care = await startCareSandbox();
    token = await care.tokenOf('anna');
  });

  afterEach(async () => {
    expect(care.sandbox.violations).toEqual([]);
    await care.close();
  });

  const customer = async () => bodyOf(await care.api.get(carePaths.currentCustomer, token));

  it('records that the popup opened', async () => {
    expect((await care.api.post(carePaths.popupShown, undefined, token)).status).toBe(204);
    expect(await customer()).toMatchObject({ acknowledgePopupShown: true });
  });

  it('counts acknowledgements and closes the popup', async () => {
    await care.api.post(carePaths.popupShown, undefined, token);
    await care.api.post(carePaths.acknowledge, undefined, token);
    const second = await care.api.post(carePaths.acknowledge, undefined, token);
    expect(second.body).toEqual({ acknowledgeCounter: 2 });
    expect(await customer()).toMatchObject({
      acknowledgePopupShown: false,
      realityCheckAcknowledgeCounter: 2,
    });
  });

  it('stores the interval as the player’s realityCheckInterval', async () => {
    expect((await care.api.post(carePaths.interval(30), undefined, token)).status).toBe(204);
    expect(await customer()).toMatchObject({ realityCheckInterval: 30 });
  });

  it('refuses an interval outside 1 to 1440 minutes with 400', async () => {
    expect((await care.api.post(carePaths.interval(0), undefined, token)).status).toBe(400);
  });

  describe('REALITY_CHECK_START (anna: realityCheckInterval 60, realityCheckEnabled)', () => {
    const clients: StompTestClient[] = [];
    /** A kind the tests push through the control API: the next message is it when nothing came before. */
    const marker = { notificationType: 'MULTIPLE_SESSIONS' };

    afterEach(() => {
      for (const client of clients.splice(0)) client.close();
    });

    /** A new connection (as a page load opens) of the session of `accessToken`, subscribed. */
    const subscribe = async (accessToken: string): Promise<StompTestClient> => {
      const client = await StompTestClient.open(care.sandbox.url);
      clients.push(client);
      expect((await client.connect(accessToken)).command).toBe('CONNECTED');
      client.sendFrame('SUBSCRIBE', { id: '0', destination: '/user/queue/notifications', receipt: 'r' });
      expect((await client.nextFrame()).headers.get('receipt-id')).toBe('r');
      return client;
    };

    const nextMessage = async (client: StompTestClient): Promise<unknown> => {
      const frame = await client.nextFrame();
      expect(frame.command).toBe('MESSAGE');
      return JSON.parse(bodyText(frame));
    };

    /** Asserts that nothing reached the client's subscription so far (the marker comes first). */
    const expectNothingBefore = async (client: StompTestClient, username = 'anna'): Promise<void> => {
      const pushed = await care.api.post('/__sandbox/notifications', { username, message: marker });
      expect(pushed.status).toBe(202);
      expect(await nextMessage(client)).toEqual(marker);
    };

    const anna = () => {
      const player = care.sandbox.state.players.find((p) => p.username === 'anna');
      if (player === undefined) throw new Error('no anna');
      return player;
    };

    it('is a documented kind the message satisfies', () => {
      const kinds = new NotificationKinds(loadAsyncApiDocument());
      expect(kinds.kinds.map((kind) => kind.notificationType)).toContain('REALITY_CHECK_START');
      expect(kinds.check(realityCheckStart)).toEqual({ ok: true });
    });

    it('starts the reality check on the first subscription of a login, right after its RECEIPT', async () => {
      const client = await subscribe(token);
      expect(await nextMessage(client)).toEqual({ notificationType: 'REALITY_CHECK_START' });
    });

    it('does not start it again on a reload: a new connection of the same session', async () => {
      const first = await subscribe(token);
      await nextMessage(first);
      first.close();
      await expectNothingBefore(await subscribe(token));
    });

    it('does not start it again on a connection after a token refresh (the same session)', async () => {
      const pair = await care.api.login('anna');
      const first = await subscribe(pair.accessToken);
      expect(await nextMessage(first)).toEqual(realityCheckStart);
      first.close();
      const refreshed = await care.api.post(paths.refresh, { refreshToken: pair.refreshToken });
      expect(refreshed.status).toBe(200);
      await expectNothingBefore(await subscribe(bodyOf<TokenPair>(refreshed).accessToken));
    });

    it('starts it again with a new login', async () => {
      await nextMessage(await subscribe(token));
      const again = await care.tokenOf('anna');
      expect(await nextMessage(await subscribe(again))).toEqual(realityCheckStart);
    });

    it('starts it with a session of an SMS login too', async () => {
      // Two-factor login: the password login sends the code by SMS.
      accountContextOf(care.sandbox.state).profiles.of(anna()).twoFactorSmsEnabled = true;
      await care.api.post(paths.login, { username: 'anna', password: 'Casino2026!', rememberme: false });
      const code = care.sandbox.state.outbox.latest('anna', 'sms')?.code;
      const login = await care.api.post(accountPaths.smsAuthenticate, {
        username: 'anna',
        verificationCode: code,
      });
      expect(login.status).toBe(200);
      const client = await subscribe(bodyOf<TokenPair>(login).accessToken);
      expect(await nextMessage(client)).toEqual(realityCheckStart);
    });

    it('does not start it for a player without an interval', async () => {
      await expectNothingBefore(await subscribe(await care.tokenOf('janis')), 'janis');
    });

    it('does not start it while the reality check is disabled', async () => {
      care.sandbox.state.customerConfig.realityCheckEnabled = false;
      await expectNothingBefore(await subscribe(token));
    });

    it('restarts it on every live connection of the player when the interval changes', async () => {
      const here = await subscribe(token);
      const elsewhere = await subscribe(await care.tokenOf('anna'));
      await nextMessage(here);
      await nextMessage(elsewhere);
      expect((await care.api.post(carePaths.interval(15), undefined, token)).status).toBe(204);
      expect(anna().realityCheckInterval).toBe(15);
      expect(await nextMessage(here)).toEqual(realityCheckStart);
      expect(await nextMessage(elsewhere)).toEqual(realityCheckStart);
    });

    it('sends nothing when the interval changes while the reality check is disabled', async () => {
      const client = await subscribe(token);
      await nextMessage(client);
      care.sandbox.state.customerConfig.realityCheckEnabled = false;
      await care.api.post(carePaths.interval(15), undefined, token);
      await expectNothingBefore(client);
    });
  });
});
