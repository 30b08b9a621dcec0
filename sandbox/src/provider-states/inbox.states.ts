import type { InboxMessageRecord } from '../inbox/inbox-records.ts';
import { inboxOf } from '../inbox/inbox.store.ts';
import { demoPlayers, type PlayerRecord } from '../seed/players.seed.ts';
import type { ProviderStateHost, ProviderStates } from './provider-state.ts';
import { logIn, newAccountLikeAnna } from './accounts.ts';

/** A string parameter of a provider state; a missing one is a mistake in the pact and throws. */
function parameter(parameters: unknown, name: string): string {
  const value = (parameters as Readonly<Record<string, unknown>> | undefined)?.[name];
  if (typeof value !== 'string') throw new Error(`the provider state needs the parameter "${name}"`);
  return value;
}

/**
 * A new account of `username` shaped like anna (a copy with a new id: the sandbox seeds mailboxes by
 * player id, so it starts with none), logged in, the inbox on. Any earlier account of that username goes.
 */
function freshPlayer(
  sandbox: ProviderStateHost,
  username: string,
): { player: PlayerRecord; accessToken: string } {
  const player = newAccountLikeAnna(sandbox, username);
  sandbox.state.customerConfig.inboxMessagesEnabled = true;
  return { player, accessToken: logIn(sandbox, player) };
}

/** anna as seeded (active, her seeded mailbox: threads 447, 450, 451 and simple message 77), logged in. */
function anna(sandbox: ProviderStateHost): { accessToken: string } {
  const { state } = sandbox;
  const seeded = demoPlayers().find((p) => p.username === 'anna');
  const player = state.players.find((p) => p.username === 'anna');
  if (seeded === undefined || player === undefined) throw new Error('the seed has no player anna');
  Object.assign(player, seeded);
  state.customerConfig.inboxMessagesEnabled = true;
  const { accessToken } = state.tokens.issue(player.id, { deviceId: null, rememberMe: false });
  return { accessToken };
}

const tinyPdf = Buffer.from('%PDF-1.4\n%pact bank statement\n');
const minuteMs = 60_000;

/**
 * States of the messages tab's and the simple-message popup's interactions (account-inbox.yaml). The
 * token fills the Authorization header; the thread's and the unread message's ids fill the paths and
 * the archive body.
 */
export const inboxStates: ProviderStates = (sandbox) => ({
  /**
   * One thread: the player's message with a PDF, then support's answer, not read yet. Its ids are the
   * sandbox's own (`threadId`, `messageId` of the unread answer).
   */
  'a player has an inbox thread with an unread answer': (parameters) => {
    const { player, accessToken } = freshPlayer(sandbox, parameter(parameters, 'username'));
    const inbox = inboxOf(sandbox.state);
    const { thread, message } = inbox.send(
      player,
      'Sveiki, nosūtīju bankas izrakstu.',
      { fileName: 'izraksts.pdf', contentType: 'application/pdf', data: tinyPdf },
      null,
    );
    // Support's answer: the sandbox has no operator call, so it goes into the thread as the seed's do.
    const answer: InboxMessageRecord = {
      id: message.id + 1_000_000,
      content: 'Labdien! Paldies, izraksts saņemts.',
      sender: 'OPERATOR',
      createdAt: message.createdAt + minuteMs,
      isRead: false,
      attachment: null,
    };
    thread.messages.push(answer);
    return Promise.resolve({ accessToken, threadId: thread.id, messageId: answer.id });
  },

  'player anna is logged in with her seeded inbox': () => Promise.resolve(anna(sandbox)),

  /** The customer config's inboxMessagesEnabled is false until the interaction ends. */
  'the inbox is switched off': {
    setup: (parameters) => {
      const { accessToken } = freshPlayer(sandbox, parameter(parameters, 'username'));
      sandbox.state.customerConfig.inboxMessagesEnabled = false;
      return Promise.resolve({ accessToken });
    },
    teardown: () => {
      sandbox.state.customerConfig.inboxMessagesEnabled = true;
      return Promise.resolve();
    },
  },
});
