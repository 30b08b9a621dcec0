import { AccountFeatureModule } from '../../kernel/account-ports.ts';
import { ErrorCatalogue } from '@lv-casino/core/errors/error-catalogue.port.ts';
import { LimitSettingsUseCase } from '@lv-casino/core/limits/limit-settings.use-case.ts';
import { LimitsChangedUseCase } from '@lv-casino/core/limits/limits-changed.use-case.ts';
import { ClockPort } from '@lv-casino/core/shared/clock.port.ts';
import { ExclusionPort } from '@lv-casino/core/self-exclusion/exclusion.port.ts';
import { LimitsPort } from '@lv-casino/core/limits/limits.port.ts';
import { RealityCheckPort } from '@lv-casino/core/reality-check/reality-check.port.ts';
import { RealityCheckIntervalUseCase } from '@lv-casino/core/reality-check/reality-check-interval.use-case.ts';
import { SelfExclusionUseCase } from '@lv-casino/core/self-exclusion/self-exclusion.use-case.ts';
import { bindPlayerAccount } from '../../kernel/account/player-account.bindings.ts';
import { PlayerAccountStore } from '../../kernel/account/player-account.store.ts';
import { bindUseCase } from '../../kernel/bind-use-case.ts';
import { bindUseCaseOf } from '../../kernel/bind-use-case-of.ts';
import { AppNavigator } from '../../kernel/app-navigator.ts';
import { catalogueMessages } from '../../kernel/catalogue/catalogue-message.tsx';
import { DomainEvents } from '../../kernel/domain-events.ts';
import { SessionActionsLoader, type SessionActions } from '../../kernel/session-actions.types.ts';
import { SessionStore } from '../../kernel/session.store.ts';
import { combineLoaders } from '../../i18n/combine-loaders.ts';
import { customerMessageLoader } from '../../i18n/customer-message-loader.ts';
import { dateFieldMessages } from '../../ui/date-field.tsx';
import { LimitsTabStore } from './limits-tab.store.ts';
import { SelfExclusionTabStore, type ExclusionEnd } from './self-exclusion-tab.store.ts';

/**
 * The texts of the limits and self-exclusion tabs, with the catalogue's (the codes they are refused
 * with) and the date field's (a break until a date).
 */
export const responsibleGamingMessages = combineLoaders(
  customerMessageLoader(import.meta.glob('./customer-messages/*.json', { import: 'default' })),
  catalogueMessages,
  dateFieldMessages,
);

/**
 * Responsible gaming in the profile: the limits tab (with the reality-check settings) and the
 * self-exclusion tab. Core's use-cases over the LimitsPort, ExclusionPort and RealityCheckPort (bound
 * by the platform); a store per showing of each tab.
 */
export const responsibleGamingModule = new AccountFeatureModule((options) => {
  const { bind } = options;
  bindPlayerAccount(options);
  // A singleton: it keeps the label's default limits once loaded, as the specification caches them.
  bindUseCase(options, LimitSettingsUseCase, LimitsPort);
  bindUseCase(options, LimitsChangedUseCase, LimitsPort);
  bindUseCase(options, RealityCheckIntervalUseCase, RealityCheckPort);
  bindUseCaseOf(options, SelfExclusionUseCase, [ExclusionPort, ErrorCatalogue, ClockPort]);
  bind(LimitsTabStore).toDynamicValue((context) => {
    const session = context.get(SessionStore);
    const account = context.get(PlayerAccountStore);
    const clock = context.get<ClockPort>(ClockPort);
    const sessionActions = context.get<() => Promise<SessionActions>>(SessionActionsLoader);
    return new LimitsTabStore({
      limits: context.get(LimitSettingsUseCase),
      limitsChanged: context.get(LimitsChangedUseCase),
      interval: context.get(RealityCheckIntervalUseCase),
      realityCheckEnabled: () => account.config?.realityCheckEnabled === true,
      loadConfig: () => account.loadConfig(),
      intervalApplied: (minutes) => {
        const { user } = session;
        if (user === null) return;
        session.updateUser({ ...user, realityCheckInterval: minutes });
        void sessionActions().then((actions) => {
          actions.restartRealityCheck();
        });
      },
      customerId: () => session.user?.id ?? null,
      currency: () => session.user?.currency ?? 'EUR',
      now: () => clock.now(),
      events: context.get(DomainEvents),
    });
  });
  bind(SelfExclusionTabStore).toDynamicValue((context) => {
    const clock = context.get<ClockPort>(ClockPort);
    const session = context.get(SessionStore);
    const navigator = context.get(AppNavigator);
    const sessionActions = context.get<() => Promise<SessionActions>>(SessionActionsLoader);
    return new SelfExclusionTabStore({
      exclusion: context.get(SelfExclusionUseCase),
      now: () => clock.now(),
      ended: (end: ExclusionEnd) => {
        void endForExclusion(end, session, navigator, sessionActions);
      },
    });
  });
});

/**
 * After a self-exclusion or a timeout the session ends as the server's notification ends it (the
 * login modal with the kind's message), unless that notification has ended it already; a
 * self-exclusion then shows self-excluded-modal, where help can be found.
 */
async function endForExclusion(
  end: ExclusionEnd,
  session: SessionStore,
  navigator: AppNavigator,
  sessionActions: () => Promise<SessionActions>,
): Promise<void> {
  if (session.isLoggedIn && !session.ending) {
    const { receive } = await sessionActions();
    await receive(session, end);
  }
  if (end.notificationType !== 'SE_BY_TIMEOUT') {
    navigator.perform({ kind: 'open-modal', modal: 'self-excluded-modal' });
  }
}
