/**
 * Player protection in real time (account-and-session.md §4, §8): every notification kind of the
 * AsyncAPI document pushed through the sandbox's control API to a logged-in player, with the
 * reaction the specification names; the reality check (acknowledged once, then run out); an account
 * frozen while on a game page. Desktop and a 390 px phone, axe on every reaction that shows a dialog.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations, logIn, registerActivePlayer, test } from './e2e-kit.ts';

interface Kind {
  readonly notificationType: string;
  readonly clientAction: string;
  readonly example: Record<string, unknown>;
}

const GAME = { friendlyUrl: 'cesis-express', name: 'Cēsis Express' };

async function push(request: APIRequestContext, username: string, message: object): Promise<void> {
  const response = await request.post('/__sandbox/notifications', { data: { username, message } });
  expect(response.status()).toBe(202);
  expect(((await response.json()) as { delivered: number }).delivered).toBeGreaterThan(0);
}

/** The player's channel is open once the sandbox counts a live connection for them. */
async function connected(request: APIRequestContext, username: string): Promise<void> {
  await expect
    .poll(async () => {
      const response = await request.post('/__sandbox/notifications', {
        data: { username, message: { notificationType: 'E2E_PING_UNKNOWN_KIND' } },
      });
      return ((await response.json()) as { delivered: number }).delivered;
    })
    .toBeGreaterThan(0);
}

/** The status the identity-verification tab shows for each kycVerified. */
const KYC_STATUS = { VERIFIED: 'Verified', NOT_VERIFIED: 'Not verified', WAITING_BO_USER: 'Under review' };

/** Opens the profile's identity-verification tab the way a player does (no reload). */
async function openKycTab(page: Page, phone: boolean): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'My account' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole(phone ? 'button' : 'tab', { name: 'Identity verification' }).click();
  await expect(page.getByRole('dialog', { name: 'Identity verification' })).toBeVisible();
}

const logOutButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Log out' });

async function logInAgain(page: Page, username: string): Promise<void> {
  await logIn(page, username);
  await expect(logOutButton(page)).toBeVisible();
}

test('every notification kind is acted on as specified', async ({ page, request }, testInfo) => {
  test.setTimeout(240_000);
  const kinds = (await (await request.get('/__sandbox/notification-kinds')).json()) as Kind[];
  expect(kinds).toHaveLength(37);
  const player = await registerActivePlayer(page, request);
  // Verified, so that logging in again does not lead to the KYC tab (until a KYC kind changes it).
  await request.put(`/__sandbox/players/${player.username}/kyc`, { data: { kycVerified: 'VERIFIED' } });
  await page.goto('/en/casino?modal=login');
  await logInAgain(page, player.username);
  await connected(request, player.username);
  const checked = new Set<string>();

  for (const kind of kinds) {
    const { notificationType, clientAction } = kind;
    const message =
      notificationType === 'ACCOUNT_LOCK_STATUS_CHANGED'
        ? { notificationType, data: { accountLockStatus: 'ACTIVE' } }
        : kind.example;
    if (notificationType === 'SIMPLE_MESSAGE') {
      // A simple message the player really has: the console adds it and pushes its id.
      const added = await request.post(`/__sandbox/players/${player.username}/simple-messages`, {
        data: { content: '<p>Your <strong>weekend</strong> offer is waiting.</p>', notify: true },
      });
      expect(added.ok()).toBe(true);
    } else {
      await push(request, player.username, message);
    }

    switch (clientAction) {
      case 'force-logout-open-login': {
        // Logged out, then the login modal with the kind's message.
        const login = page.getByRole('dialog', { name: 'Log in' });
        await expect(login).toBeVisible();
        await expect(login.getByRole('status')).not.toBeEmpty();
        await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
        if (!checked.has(clientAction)) await expectNoAxeViolations(page);
        await logInAgain(page, player.username);
        await connected(request, player.username);
        break;
      }
      case 'update-kyc-status': {
        // The identity-verification tab, open since the first KYC kind, shows the new status at once.
        const profile = page.getByRole('dialog', { name: 'Identity verification' });
        if (!(await profile.isVisible())) await openKycTab(page, testInfo.project.name === 'mobile');
        const data = message.data as { kycVerified: keyof typeof KYC_STATUS };
        await expect(profile.getByText(KYC_STATUS[data.kycVerified], { exact: true })).toBeVisible();
        await expect(logOutButton(page)).toBeVisible();
        break;
      }
      case 'update-account-lock':
      case 'start-reality-check':
        // In place: the player stays logged in and nothing opens (a new player has no interval set).
        await expect(logOutButton(page)).toBeVisible();
        await expect(page.getByRole('alertdialog')).toHaveCount(0);
        await expect(page).not.toHaveURL(/modal=(socket|reality|login)/);
        break;
      case 'open-limits-changed-modal': {
        const dialog = page.getByRole('alertdialog', { name: 'Confirm your new limits' });
        await expect(dialog.getByRole('table')).toBeVisible();
        await expectNoAxeViolations(page);
        await dialog.getByRole('button', { name: 'No, keep my limits' }).click();
        // The example's adjustment is not pending for this player: the refusal shows, the answers
        // are spent, and the player closes the modal.
        await expect(dialog.getByRole('alert')).toBeVisible();
        await expect(dialog.getByRole('button', { name: 'Yes, apply' })).toBeDisabled();
        await dialog.getByRole('button', { name: 'Close' }).last().click();
        await expect(dialog).toHaveCount(0);
        break;
      }
      case 'open-gaming-modal':
      case 'open-bonus-violation-modal': {
        const dialog = page.getByRole('alertdialog');
        await expect(dialog).toBeVisible();
        await expect(page).toHaveURL(
          clientAction === 'open-gaming-modal'
            ? new RegExp(`modal=socket-gaming&notificationType=${notificationType}`)
            : /modal=socket-bonus-violation/,
        );
        await expect(dialog.getByTestId('socket-message')).not.toBeEmpty();
        if (notificationType === 'MAX_BET_LIMIT_REACHED') {
          await expect(dialog.getByTestId('socket-message')).toContainText('EUR');
        }
        if (!checked.has(clientAction)) await expectNoAxeViolations(page);
        await dialog.getByRole('button', { name: 'OK' }).click();
        await expect(dialog).toHaveCount(0);
        break;
      }
      case 'show-simple-message': {
        const dialog = page.getByRole('dialog', { name: 'Message' });
        await expect(dialog.getByText('weekend')).toBeVisible();
        await expect(page).toHaveURL(/modal=simple-message&messageId=\d+/);
        await expectNoAxeViolations(page);
        await dialog.getByRole('button', { name: 'OK' }).click();
        await expect(dialog).toHaveCount(0);
        break;
      }
      default:
        throw new Error(`${notificationType}: no reaction is specified for ${clientAction}`);
    }
    checked.add(clientAction);
  }

  // FROZEN (any lock but ACTIVE) ends the session and opens login with the lock's message.
  await push(request, player.username, {
    notificationType: 'ACCOUNT_LOCK_STATUS_CHANGED',
    data: { accountLockStatus: 'COOLING_OFF' },
  });
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});

test('the reality check asks once, is acknowledged, then logs out when it runs out', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.clock.install();
  const player = await registerActivePlayer(page, request);
  await request.put(`/__sandbox/players/${player.username}/kyc`, { data: { kycVerified: 'VERIFIED' } });
  const patched = await request.patch('/__sandbox/config/customer', {
    data: { realityCheckSecondsToTakeAction: 10, realityCheckLogoutOnTimeoutEnabled: true },
  });
  expect(patched.ok()).toBe(true);
  try {
    await page.goto('/en/casino?modal=login');
    await logInAgain(page, player.username);
    // The player sets a one-minute interval (the reality-check call of the API, with their session).
    const status = await page.evaluate(async () => {
      const tokens = JSON.parse(sessionStorage.getItem('lv-casino.tokens') ?? '{}') as {
        accessToken?: string;
      };
      const response = await fetch('/api/v1/customerfacing/customers/realitycheck/update?interval=1', {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${tokens.accessToken ?? ''}`,
          'X-Client-Code': 'lv-casino-web',
          'X-Label-Entry-Point': 'LV',
        },
      });
      return response.status;
    });
    expect(status).toBeLessThan(300);
    await page.reload();
    await expect(logOutButton(page)).toBeVisible();
    await connected(request, player.username);
    await push(request, player.username, { notificationType: 'REALITY_CHECK_START' });
    // The session clock shows the time to the check: in the header, or in a phone's account menu.
    if (testInfo.project.name === 'mobile') {
      await page.getByRole('banner').getByRole('button', { name: 'My account' }).click();
      const menu = page.getByRole('dialog');
      await expect(menu.getByRole('group', { name: 'Your playing time' })).toContainText('Reality check in');
      await expectNoAxeViolations(page);
      await menu.getByRole('button', { name: 'Close' }).first().click();
      await expect(menu).toHaveCount(0);
    } else {
      await expect(page.getByRole('banner').getByRole('group', { name: 'Your playing time' })).toContainText(
        'Reality check in',
      );
    }

    await page.clock.fastForward('01:01');
    const check = page.getByRole('alertdialog', { name: 'Reality check' });
    await expect(check).toBeVisible();
    // The wall clock stands still while the popup is examined (the countdown would otherwise race
    // the checks on a slow machine); the page's timers keep running.
    const examinedAt = (await page.evaluate(() => Date.now())) + 500;
    await page.clock.setFixedTime(examinedAt);
    await expect(check.getByTestId('reality-countdown')).toHaveText(/^00:(0\d|10)$/);
    await expect(check.getByRole('progressbar', { name: 'Time left to answer' })).toBeVisible();
    await expectNoAxeViolations(page);
    // The server refuses the first answer (armed from the sandbox console): the popup says so and
    // stays; the second answer goes through.
    const armed = await request.post('/__sandbox/failures', {
      data: { operationId: 'acknowledgeRealityCheck', errorCode: 41 },
    });
    expect(armed.status()).toBe(201);
    const answer = check.getByRole('button', { name: 'Continue playing' });
    // (Keys, not clicks: a click waits for animation frames, which stand still with the clock.)
    await answer.press('Enter');
    await expect(check.getByRole('alert')).toContainText('could not be sent');
    await answer.press('Enter');
    await expect(check).toHaveCount(0);
    // Time flows again from where it stood.
    await page.clock.setSystemTime(examinedAt);
    await page.clock.resume();

    await page.clock.fastForward('01:01');
    await expect(check).toBeVisible();
    await page.clock.fastForward('00:11');
    const login = page.getByRole('dialog', { name: 'Log in' });
    await expect(login).toBeVisible();
    await expect(login.getByRole('status')).toContainText('reality check');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    await expectNoAxeViolations(page);
  } finally {
    await request.patch('/__sandbox/config/customer', {
      data: { realityCheckSecondsToTakeAction: 60, realityCheckLogoutOnTimeoutEnabled: true },
    });
  }
});

test('an account frozen during play is logged out, and cannot log in again to play for real', async ({
  page,
  request,
}) => {
  const player = await registerActivePlayer(page, request);
  await request.put(`/__sandbox/players/${player.username}/kyc`, { data: { kycVerified: 'VERIFIED' } });
  await page.goto('/en/casino?modal=login');
  await logInAgain(page, player.username);
  await page.goto(`/en/game-play/real/${GAME.friendlyUrl}`);
  await expect(page.getByTitle(`Game: ${GAME.name}`)).toBeVisible();
  await connected(request, player.username);

  const frozen = await request.put(`/__sandbox/players/${player.username}/lock`, {
    data: { accountLockStatus: 'FROZEN', notify: true },
  });
  expect(frozen.ok()).toBe(true);
  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login).toBeVisible();
  await expect(login.getByRole('status')).toContainText('frozen');
  await expectNoAxeViolations(page);

  // The next login is refused with the lock's message; real play stays closed (demo and login).
  await logIn(page, player.username);
  await expect(login.getByRole('alert')).toContainText('frozen');
  await page.goto(`/en/game-play/real/${GAME.friendlyUrl}`);
  await expect(page).toHaveURL(new RegExp(`/en/game-play/demo/${GAME.friendlyUrl}\\?modal=login`));
  await expect(page.getByTitle(`Game: ${GAME.name}`)).not.toHaveAttribute('src', /mode=real/);
});
