import { AccountFeatureModule } from '../../kernel/account-ports.ts';
import { LimitsChangedUseCase } from '@lv-casino/core/limits/limits-changed.use-case.ts';
import { ClockPort } from '@lv-casino/core/shared/clock.port.ts';
import { LimitsPort } from '@lv-casino/core/limits/limits.port.ts';
import { RealityCheckPort } from '@lv-casino/core/reality-check/reality-check.port.ts';
import type { RealityTimerStorePort } from '@lv-casino/core/reality-check/reality-timer-store.port.ts';
import { RealityCheckUseCase } from '@lv-casino/core/reality-check/reality-check.use-case.ts';
import { bindPlayerAccount } from '../../kernel/account/player-account.bindings.ts';
import { PlayerAccountStore } from '../../kernel/account/player-account.store.ts';
import { bindUseCase } from '../../kernel/bind-use-case.ts';
import { AppNavigator } from '../../kernel/app-navigator.ts';
import { SessionActionsLoader, type SessionActions } from '../../kernel/session-actions.types.ts';
import { catalogueMessages } from '../../kernel/catalogue/catalogue-message.tsx';
import { DomainEvents } from '../../kernel/domain-events.ts';
import { RealityTimerStoreLoader } from '../../kernel/reality-timer-store-loader.ts';
import { SessionProtection } from '../../kernel/session-protection.ts';
import { SessionStore } from '../../kernel/session.store.ts';
import { combineLoaders } from '../../i18n/combine-loaders.ts';
import { customerMessageLoader } from '../../i18n/customer-message-loader.ts';
import { PlayerProtectionStore } from './player-protection.store.ts';

/** Container token of the loader of core's reality check (with the timer's store). */
const RealityCheckLoader = Symbol('RealityCheckLoader');

/** The feature's texts, with the catalogue's (the notifications' messages, a refused confirm call). */
export const playerProtectionMessages = combineLoaders(
  customerMessageLoader(import.meta.glob('./customer-messages/*.json', { import: 'default' })),
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
    .toDynamicValue((context) => {
      const clock = context.get<ClockPort>(ClockPort);
      const port = context.get<RealityCheckPort>(RealityCheckPort);
      const loadTimer = context.get<() => Promise<RealityTimerStorePort>>(RealityTimerStoreLoader);
      let loading: Promise<RealityCheckUseCase> | null = null;
      return (): Promise<RealityCheckUseCase> =>
        (loading ??= loadTimer().then((timer) => new RealityCheckUseCase(clock, port, timer)));
    })
    .inSingletonScope();
  bindUseCase(options, LimitsChangedUseCase, LimitsPort);
  bind(PlayerProtectionStore)
    .toDynamicValue((context) => {
      const account = context.get(PlayerAccountStore);
      const session = context.get(SessionStore);
      const clock = context.get<ClockPort>(ClockPort);
      const sessionActions = context.get<() => Promise<SessionActions>>(SessionActionsLoader);
      return new PlayerProtectionStore({
        realityCheck: context.get<() => Promise<RealityCheckUseCase>>(RealityCheckLoader),
        limitsChanged: context.get(LimitsChangedUseCase),
        config: async () => {
          await account.loadConfig();
          return account.config;
        },
        logout: async (reason) => {
          const { endSession } = await sessionActions();
          await endSession(session, { kind: 'logout', reason });
        },
        currentUser: () => session.user,
        navigator: context.get(AppNavigator),
        events: context.get(DomainEvents),
        now: () => clock.now(),
        storage: sessionStorageOrNull(),
        leaveFullscreen,
      });
    })
    .inSingletonScope();
  bind(SessionProtection).toService(PlayerProtectionStore);
});
