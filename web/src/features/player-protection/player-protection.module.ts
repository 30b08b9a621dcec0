import { AccountFeatureModule } from '../../kernel/account-ports.ts';
import { ErrorCatalogue } from '@lv-casino/core/errors/error-catalogue.port.ts';
import { LimitsChangedUseCase } from '@lv-casino/core/limits/limits-changed.use-case.ts';
import { ClockPort } from '@lv-casino/core/shared/clock.port.ts';
import { LimitsPort } from '@lv-casino/core/limits/limits.port.ts';
import { RealityCheckPort } from '@lv-casino/core/reality-check/reality-check.port.ts';
import type { RealityTimerStorePort } from '@lv-casino/core/reality-check/reality-timer-store.port.ts';
import { RealityCheckUseCase } from '@lv-casino/core/reality-check/reality-check.use-case.ts';
import { bindPlayerAccount } from '../../kernel/account/player-account.bindings.ts';
import { PlayerAccountStore } from '../../kernel/account/player-account.store.ts';
import { AppNavigator } from '../../kernel/app-navigator.ts';
import { SessionActionsLoader, type SessionActions } from '../../kernel/session-actions.types.ts';
import { catalogueMessages } from '../../kernel/catalogue/catalogue-message.tsx';
import { DomainEvents } from '../../kernel/domain-events.ts';
import { RealityTimerStoreLoader } from '../../kernel/reality-timer-store-loader.ts';
import { SessionProtection } from '../../kernel/session-protection.ts';
import { SessionStore } from '../../kernel/session.store.ts';
import { combineLoaders, messageLoader } from '../../i18n/compiled-messages.ts';
import { PlayerProtectionStore } from './player-protection.store.ts';

/** Container token of the loader of core's reality check (with the timer's store). */
const RealityCheckLoader = Symbol('RealityCheckLoader');

/** The feature's texts, with the catalogue's (the notifications' messages, a refused confirm call). */
export const playerProtectionMessages = combineLoaders(
  messageLoader(import.meta.glob('./messages/*.json', { import: 'default' })),
  catalogueMessages,
);

const sessionStorageOrNull = (): Storage | null => {
  try {
    return globalThis.sessionStorage;
  } catch {
    return null;
  }
};

const leaveFullscreen = (): void => {
  if (typeof document === 'undefined' || document.fullscreenElement == null) return;
  void document.exitFullscreen().catch(() => undefined);
};

/**
 * Player protection (one store for the app, loaded with the first session): core's reality check on
 * the wall clock and the limits-changed decision, and the store the app's session chunk drives as
 * its SessionProtection.
 */
export const playerProtectionModule = new AccountFeatureModule((options) => {
  const { bind } = options;
  bindPlayerAccount(options);
  // The timer's store is a browser adapter the platform loads on demand: the use-case with it.
  bind(RealityCheckLoader)
    .toResolvedValue(
      (clock: ClockPort, port: RealityCheckPort, loadTimer: () => Promise<RealityTimerStorePort>) => {
        let loading: Promise<RealityCheckUseCase> | null = null;
        return (): Promise<RealityCheckUseCase> =>
          (loading ??= loadTimer().then((timer) => new RealityCheckUseCase(clock, port, timer)));
      },
      [ClockPort, RealityCheckPort, RealityTimerStoreLoader],
    )
    .inSingletonScope();
  bind(LimitsChangedUseCase)
    .toResolvedValue(
      (limits: LimitsPort, errors: ErrorCatalogue) => new LimitsChangedUseCase(limits, errors),
      [LimitsPort, ErrorCatalogue],
    )
    .inSingletonScope();
  bind(PlayerProtectionStore)
    .toResolvedValue(
      (
        realityCheck: () => Promise<RealityCheckUseCase>,
        limitsChanged: LimitsChangedUseCase,
        account: PlayerAccountStore,
        session: SessionStore,
        navigator: AppNavigator,
        events: DomainEvents,
        clock: ClockPort,
        sessionActions: () => Promise<SessionActions>,
      ) =>
        new PlayerProtectionStore({
          realityCheck,
          limitsChanged,
          config: async () => {
            await account.loadConfig();
            return account.config;
          },
          logout: async (reason) => {
            const { endSession } = await sessionActions();
            await endSession(session, { kind: 'logout', reason });
          },
          currentUser: () => session.user,
          navigator,
          events,
          now: () => clock.now(),
          storage: sessionStorageOrNull(),
          leaveFullscreen,
        }),
      [
        RealityCheckLoader,
        LimitsChangedUseCase,
        PlayerAccountStore,
        SessionStore,
        AppNavigator,
        DomainEvents,
        ClockPort,
        SessionActionsLoader,
      ],
    )
    .inSingletonScope();
  bind(SessionProtection).toService(PlayerProtectionStore);
});
