import type { CustomerNotification } from '@lv-casino/core/notifications/customer-notification.ts';
import type { KycStatus } from '@lv-casino/core/session/user.ts';
import { createSimpleMessage } from '@lv-casino/core/testing/inbox.builder.ts';
import {
  isAccountLockData,
  isKycStatusData,
  isLimitsChangedData,
  isMaxBetConfiguration,
  isSimpleMessageData,
  isSocketMessage,
  notificationCatalogue,
  type NotificationClientAction,
} from '@lv-casino/sdk/generated/notifications.ts';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import asyncApi from '../../../../contracts/bundled/asyncapi.json';
import { loggedInPorts, pushNotification } from '../../testing/logged-in-ports.ts';
import type { TestApp } from '../../testing/test-app.tsx';
import { openApp, pushToPlayer } from './player-protection.test-kit.tsx';

/*
 * Every notification kind of the AsyncAPI contract (contracts/asyncapi/asyncapi.yaml), pushed as its
 * own example to a logged-in player on the rendered app, with the reaction its x-client-action names
 * (account-and-session.md §4, §8). The kinds and their clientAction come from the generated catalogue
 * the app dispatches on; each kind's example payload from the bundled document.
 */

/** One kind of the contract: its catalogue entry and the first example of its message. */
interface Kind {
  readonly notificationType: string;
  readonly clientAction: NotificationClientAction;
  readonly example: CustomerNotification;
}

/** The example payloads of the bundled AsyncAPI document's messages, in document order. */
function contractExamples(): CustomerNotification[] {
  const document: unknown = asyncApi;
  const messages = Object.values(
    (document as { components?: { messages?: Record<string, { examples?: unknown }> } }).components
      ?.messages ?? {},
  );
  return messages.flatMap((message) =>
    (Array.isArray(message.examples) ? (message.examples as unknown[]) : [])
      .map((example) => (example as { payload?: unknown } | null)?.payload)
      .filter(isSocketMessage),
  );
}

const examples = contractExamples();

const exampleOf = (notificationType: string): CustomerNotification => {
  const example = examples.find((payload) => payload.notificationType === notificationType);
  if (example === undefined) throw new Error(`${notificationType} has no example in the AsyncAPI document`);
  return example;
};

const KINDS: readonly Kind[] = notificationCatalogue.map(({ notificationType, clientAction }) => ({
  notificationType,
  clientAction,
  example: exampleOf(notificationType),
}));

/** The contract's kinds whose clientAction is `action`. */
const kindsOf = (action: NotificationClientAction): readonly Kind[] =>
  KINDS.filter((kind) => kind.clientAction === action);

/** The clientActions this file checks a reaction of. */
const CHECKED_ACTIONS: readonly NotificationClientAction[] = [
  'force-logout-open-login',
  'update-kyc-status',
  'update-account-lock',
  'start-reality-check',
  'open-limits-changed-modal',
  'open-gaming-modal',
  'open-bonus-violation-modal',
  'show-simple-message',
];

/** The label the identity-verification tab shows for each kycVerified. */
const KYC_LABEL: Readonly<Record<KycStatus, string>> = {
  VERIFIED: 'Verified',
  NOT_VERIFIED: 'Not verified',
  WAITING_BO_USER: 'Under review',
};

/** Lets every reaction already under way finish (the fakes answer at once), for what must not happen. */
async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const inBanner = (name: string): boolean =>
  within(screen.getByRole('banner')).queryByRole('button', { name }) !== null;

/** Once the login modal opens: whether the player is logged out, and whether it says why. */
async function loginAfterLogout() {
  const login = await screen.findByRole('dialog', { name: 'Log in' });
  return {
    loggedOut: inBanner('Log in'),
    hasNotice: within(login).getByRole('status').textContent.trim() !== '',
  };
}

/** What the player sees of the session: logged in or not, the modal the URL names, the dialogs open. */
const sessionAsSeen = ({ router }: TestApp) => ({
  loggedIn: inBanner('Log out'),
  search: router.state.location.search,
  dialogs: [...screen.queryAllByRole('dialog'), ...screen.queryAllByRole('alertdialog')],
});
/** The session of openApp, untouched. */
const UNCHANGED = { loggedIn: true, search: '', dialogs: [] };

/** The text a socket modal shows, trimmed. */
const socketMessage = (dialog: HTMLElement): string =>
  within(dialog).getByTestId('socket-message').textContent.trim();

/** Once an alert dialog shows: the address's query and whether the dialog shows a message. */
async function alertShown({ router }: Pick<TestApp, 'router'>) {
  const dialog = await screen.findByRole('alertdialog');
  return { search: router.state.location.search, hasMessage: socketMessage(dialog) !== '' };
}

/** The kind's example with another account lock status. */
function withLock(kind: Kind, accountLockStatus: string): CustomerNotification {
  if (!isAccountLockData(kind.example.data)) throw new Error(`${kind.notificationType}: no lock data`);
  return { ...kind.example, data: { ...kind.example.data, accountLockStatus } };
}

describe('the notification catalogue of the AsyncAPI contract', () => {
  it('holds the 37 kinds of the document', () => {
    expect(KINDS).toHaveLength(37);
  });

  it('names only clientActions whose reaction is checked here', () => {
    expect(KINDS.filter((kind) => !CHECKED_ACTIONS.includes(kind.clientAction))).toEqual([]);
  });
});

describe('force-logout-open-login', () => {
  it.each(kindsOf('force-logout-open-login'))(
    '$notificationType logs the player out and opens the login modal with a message',
    async ({ example }) => {
      await pushToPlayer(example);

      expect(await loginAfterLogout()).toEqual({ loggedOut: true, hasNotice: true });
    },
  );
});

describe('update-kyc-status', () => {
  it.each(kindsOf('update-kyc-status'))(
    '$notificationType changes the status the identity-verification tab shows',
    async ({ notificationType, example }) => {
      if (!isKycStatusData(example.data)) throw new Error(`${notificationType}: no kycVerified`);
      const { kycVerified } = example.data;
      const before: KycStatus = kycVerified === 'VERIFIED' ? 'NOT_VERIFIED' : 'VERIFIED';
      const ports = loggedInPorts({ kycVerified: before });
      await openApp(ports, '/en/casino?modal=profile&selectedTab=kyc');
      const tab = await screen.findByRole('dialog', { name: 'Identity verification' });
      await within(tab).findByText(KYC_LABEL[before], { exact: true });

      await pushNotification(ports, example);

      expect(await within(tab).findByText(KYC_LABEL[kycVerified], { exact: true })).toBeDefined();
    },
  );
});

describe('update-account-lock', () => {
  it.each(kindsOf('update-account-lock'))(
    '$notificationType to ACTIVE keeps the player logged in and opens nothing',
    async (kind) => {
      const app = await pushToPlayer(withLock(kind, 'ACTIVE'));
      await settle();

      expect(sessionAsSeen(app)).toEqual(UNCHANGED);
    },
  );

  it.each(kindsOf('update-account-lock'))(
    '$notificationType to FROZEN logs the player out and opens the login modal with a message',
    async (kind) => {
      await pushToPlayer(withLock(kind, 'FROZEN'));

      expect(await loginAfterLogout()).toEqual({ loggedOut: true, hasNotice: true });
    },
  );
});

describe('start-reality-check', () => {
  it.each(kindsOf('start-reality-check'))(
    '$notificationType, for a player with no interval set, keeps them logged in and opens nothing',
    async ({ example }) => {
      const ports = loggedInPorts({ realityCheckInterval: null });
      const app = await openApp(ports);

      await pushNotification(ports, example);
      await settle();
      // An hour of play: no check comes due.
      act(() => {
        ports.clock.advance(60 * 60 * 1000);
      });
      await settle();

      expect(sessionAsSeen(app)).toEqual(UNCHANGED);
    },
  );
});

describe('open-limits-changed-modal', () => {
  it.each(kindsOf('open-limits-changed-modal'))(
    '$notificationType asks the player to confirm the new limits, one table row per limit',
    async ({ notificationType, example }) => {
      if (!isLimitsChangedData(example.data)) throw new Error(`${notificationType}: no limits`);
      await pushToPlayer(example);

      const dialog = await screen.findByRole('alertdialog', { name: 'Confirm your new limits' });
      expect(within(within(dialog).getByRole('table')).getAllByRole('rowheader')).toHaveLength(
        example.data.limits.length,
      );
    },
  );
});

describe('open-gaming-modal', () => {
  it.each(kindsOf('open-gaming-modal'))(
    '$notificationType opens the gaming modal for its kind, with a message',
    async ({ notificationType, example }) => {
      const app = await pushToPlayer(example);

      expect(await alertShown(app)).toEqual({
        search: `?modal=socket-gaming&notificationType=${notificationType}`,
        hasMessage: true,
      });
    },
  );

  it("MAX_BET_LIMIT_REACHED's message names the provider's maximum bet in its currency", async () => {
    const example = exampleOf('MAX_BET_LIMIT_REACHED');
    if (!isMaxBetConfiguration(example.maxBetConfiguration)) throw new Error('no maxBetConfiguration');
    const { currency } = example.maxBetConfiguration;
    await pushToPlayer(example);

    const dialog = await screen.findByRole('alertdialog');
    expect(socketMessage(dialog)).toContain(currency);
  });
});

describe('open-bonus-violation-modal', () => {
  it.each(kindsOf('open-bonus-violation-modal'))(
    '$notificationType opens the bonus-violation modal, with a message',
    async ({ example }) => {
      const app = await pushToPlayer(example);

      expect(await alertShown(app)).toEqual({ search: '?modal=socket-bonus-violation', hasMessage: true });
    },
  );
});

describe('show-simple-message', () => {
  it.each(kindsOf('show-simple-message'))(
    "$notificationType opens the message popup with the message's content",
    async ({ notificationType, example }) => {
      if (!isSimpleMessageData(example.data)) throw new Error(`${notificationType}: no messageId`);
      const ports = loggedInPorts();
      ports.inbox.simpleMessages = [
        createSimpleMessage({
          id: example.data.messageId,
          content: '<p>Your <strong>weekend</strong> offer is waiting.</p>',
        }),
      ];
      await openApp(ports);

      await pushNotification(ports, example);

      const dialog = await screen.findByRole('dialog', { name: 'Message' });
      expect(await within(dialog).findByText('weekend')).toBeDefined();
    },
  );
});

describe('a kind the contract does not list', () => {
  it('changes nothing: the player stays logged in and nothing opens', async () => {
    const ports = loggedInPorts();
    const app = await openApp(ports);

    // With a lock's data, so a reaction chosen by the payload's shape rather than its kind shows.
    await pushNotification(ports, {
      notificationType: 'NOT_A_KIND_OF_THE_CONTRACT',
      data: { accountLockStatus: 'FROZEN' },
    });
    await settle();

    expect(sessionAsSeen(app)).toEqual(UNCHANGED);
  });
});
