import { accountContextOf } from '../account/account-context.ts';
import { demoPlayers, type PlayerRecord } from '../seed/players.seed.ts';
import type { ProviderStateHost, ProviderStates } from './provider-state.ts';

/** A string parameter of a provider state; a missing one is a mistake in the pact and throws. */
function parameter(parameters: unknown, name: string): string {
  const value = (parameters as Readonly<Record<string, unknown>> | undefined)?.[name];
  if (typeof value !== 'string') throw new Error(`the provider state needs the parameter "${name}"`);
  return value;
}

/**
 * A new account of `username` shaped like janis (NOT_VERIFIED for a new payment method, a copy with a
 * new id, so it has no documents or checks whatever earlier interactions did), logged in. Any earlier
 * account of that username goes.
 */
function unverifiedPlayer(
  sandbox: ProviderStateHost,
  username: string,
): { player: PlayerRecord; accessToken: string } {
  const { state } = sandbox;
  const template = demoPlayers().find((p) => p.username === 'janis');
  if (template === undefined) throw new Error('the seed has no player janis');
  // Above every id so far, the removed account's included.
  const id = Math.max(...state.players.map((p) => p.id)) + 1;
  const earlier = state.players.findIndex((p) => p.username === username);
  if (earlier >= 0) state.players.splice(earlier, 1);
  const player: PlayerRecord = { ...template, id, username, email: `${username}@example.lv` };
  state.players.push(player);
  const { accessToken } = state.tokens.issue(player.id, { deviceId: null, rememberMe: false });
  return { player, accessToken };
}

const tinyPdf = new TextEncoder().encode('%PDF-1.4\n%pact card document\n');

/** The error codes an identity service failure may be injected with (account-and-session.md §8). */
const IDENTITY_SERVICE_FAILURES: readonly number[] = [75, 76, 77];

/**
 * States of the kyc tab's interactions (account-kyc.yaml). Each logs in a new account shaped like
 * janis (its token fills the Authorization header, its id the documents path). The identity services'
 * failures (75-77) cannot happen in the sandbox on their own: they are armed through its failure
 * injector, as the operator console does.
 */
export const kycStates: ProviderStates = (sandbox) => ({
  'a player who is not KYC-verified': (parameters) => {
    const { player, accessToken } = unverifiedPlayer(sandbox, parameter(parameters, 'username'));
    return Promise.resolve({ accessToken, customerId: player.id });
  },

  'a player who is not KYC-verified has a rejected card document': (parameters) => {
    const { player, accessToken } = unverifiedPlayer(sandbox, parameter(parameters, 'username'));
    const document = accountContextOf(sandbox.state).documents.add({
      playerId: player.id,
      fileName: 'karte.pdf',
      documentType: 'BANK_CARD',
      cardNumber: '5168 44** **** 2290',
      mediaType: 'application/pdf',
      bytes: tinyPdf,
    });
    document.status = 'REJECTED';
    document.rejectionReason = 'Attēls ir neskaidrs';
    return Promise.resolve({ accessToken, customerId: player.id });
  },

  'an identity service fails for a player who is not KYC-verified': (parameters) => {
    const { player, accessToken } = unverifiedPlayer(sandbox, parameter(parameters, 'username'));
    const operationId = parameter(parameters, 'operationId');
    const errorCode = Number(parameter(parameters, 'errorCode'));
    if (!IDENTITY_SERVICE_FAILURES.includes(errorCode)) {
      throw new Error(`${String(errorCode)} is not an identity service failure`);
    }
    sandbox.state.failures.arm({
      operationId,
      httpStatus: 400,
      body: { errorCode, errorMessage: `Identity service failure ${String(errorCode)}` },
      times: 1,
    });
    return Promise.resolve({ accessToken, customerId: player.id });
  },
});
