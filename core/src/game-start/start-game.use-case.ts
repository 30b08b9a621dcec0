import type { Game } from '../catalogue/catalogue.ts';
import type { GeneralConfig } from '../config/config.ts';
import { describeLimitedFailure } from '../limits/responsible-gaming-error.rule.ts';
import type { ErrorCatalogue, ErrorDescriptor } from '../errors/error-catalogue.port.ts';
import type { GamePort } from '../game-start/game.port.ts';
import type { NavigationIntent } from '../routing/navigation-intent.ts';
import type { User } from '../session/user.ts';
import type { Device } from '../shared/device.ts';
import { loginForGame, playPage } from './game-links.rule.ts';
import { KYC_REQUIRED_CODE, realPlayAccess } from './real-play-access.rule.ts';
import { KYC_TAB } from '../kyc/kyc-redirect.rule.ts';

/** Shown on a demo path of a game without demo, and to a visitor on the real path of such a game. */
export const DEMO_NOT_SUPPORTED_KEY = 'errors.casino.game.play.demoNotSupported';

export interface StartGameInput {
  /** The path: /{lang}/game-play/real/{friendlyUrl} or /{lang}/game-play/demo/{friendlyUrl}. */
  readonly mode: 'real' | 'demo';
  readonly friendlyUrl: string;
  /** The game of the friendly URL; null when the catalogue has none. */
  readonly game: Game | null;
  /** The logged-in player; null for a visitor. */
  readonly user: User | null;
  readonly config: Pick<GeneralConfig, 'restrictGameplayKycNotVerified'>;
  readonly device: Device;
}

/** The login modal for the game, opened with the outcome for a visitor; null for a logged-in player. */
type LoginModal = NavigationIntent | null;

export type StartGameOutcome =
  | { readonly kind: 'play'; readonly mode: 'real' | 'demo'; readonly launchUrl: string }
  /** A visitor on the real path of a game with demo: the demo path, then the login modal for the game. */
  | { readonly kind: 'redirect'; readonly next: NavigationIntent; readonly loginModal: LoginModal }
  | { readonly kind: 'message'; readonly messageKey: string; readonly loginModal: LoginModal }
  | {
      readonly kind: 'blocked';
      readonly reason: 'account-lock' | 'kyc-restriction';
      readonly error: ErrorDescriptor;
      /** The way on: the profile's kyc tab for the KYC restriction; null for a lock. */
      readonly next: NavigationIntent | null;
    }
  | { readonly kind: 'kyc-required'; readonly next: NavigationIntent }
  | { readonly kind: 'not-found'; readonly next: NavigationIntent; readonly loginModal: LoginModal }
  | { readonly kind: 'self-excluded'; readonly messageKey: string; readonly next: NavigationIntent }
  | { readonly kind: 'failed'; readonly error: ErrorDescriptor };

/**
 * Opening a game-play page (games-and-content.md §2 Game play and §4, account-and-session.md §4 Game
 * start). Unknown game → /404 (and the login modal for a visitor). Demo path: the demo if the game has
 * one, else the demo-not-supported message. Real path: a visitor goes to the demo path when the game
 * has demo, else sees that message, with the login modal for the game either way; a logged-in player
 * passes the real-play access rule (locks, KYC restriction, KYC tab), then the game is prepared.
 * A prepare answered with the self-excluded code (39) opens the self-excluded modal; one answered with
 * KYC required (91) is the KYC restriction, with the kyc tab as the way on.
 */
export class StartGameUseCase {
  readonly #games: GamePort;
  readonly #errors: ErrorCatalogue;

  constructor(games: GamePort, errors: ErrorCatalogue) {
    this.#games = games;
    this.#errors = errors;
  }

  async execute(input: StartGameInput): Promise<StartGameOutcome> {
    const { game, user, friendlyUrl } = input;
    const loginModal = user === null ? loginForGame(friendlyUrl) : null;
    if (game === null)
      return { kind: 'not-found', next: { kind: 'navigate', to: { name: 'not-found' } }, loginModal };

    if (input.mode === 'demo') {
      if (!game.demoModeEnabled)
        return { kind: 'message', messageKey: DEMO_NOT_SUPPORTED_KEY, loginModal: null };
      return this.#prepare(game, false, input.device);
    }
    if (user === null) {
      return game.demoModeEnabled
        ? { kind: 'redirect', next: playPage('demo', game.friendlyUrl), loginModal }
        : { kind: 'message', messageKey: DEMO_NOT_SUPPORTED_KEY, loginModal };
    }
    const access = realPlayAccess(user, input.config);
    if (access.kind === 'blocked') {
      const { reason, errorCode, next } = access;
      return { kind: 'blocked', reason, error: this.#errors.describe(errorCode), next };
    }
    if (access.kind === 'kyc-required') return access;
    return this.#prepare(game, true, input.device);
  }

  async #prepare(game: Game, real: boolean, device: Device): Promise<StartGameOutcome> {
    const launch = await this.#games.prepare(game.id, real, device === 'mobile');
    if (launch.ok) return { kind: 'play', mode: real ? 'real' : 'demo', launchUrl: launch.value.url };
    const error = describeLimitedFailure(launch.error, this.#errors);
    // The server's KYC restriction (its config may differ from the one the client read): the same way on.
    if (real && error.code === KYC_REQUIRED_CODE) {
      return { kind: 'blocked', reason: 'kyc-restriction', error, next: KYC_TAB };
    }
    if (error.clientAction === 'open-self-excluded-modal') {
      return {
        kind: 'self-excluded',
        messageKey: error.messageKey,
        next: { kind: 'open-modal', modal: 'self-excluded-modal' },
      };
    }
    return { kind: 'failed', error };
  }
}
