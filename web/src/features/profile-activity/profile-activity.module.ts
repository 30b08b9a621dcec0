import { LoadActivityUseCase } from '@lv-casino/core/activity/load-activity.use-case.ts';
import { ActivityPort } from '@lv-casino/core/activity/activity.port.ts';
import { ErrorCatalogue } from '@lv-casino/core/errors/error-catalogue.port.ts';
import { LimitsPort } from '@lv-casino/core/limits/limits.port.ts';
import { AccountFeatureModule } from '../../kernel/account-ports.ts';
import { bindPlayerAccount } from '../../kernel/account/player-account.bindings.ts';
import { PlayerAccountStore } from '../../kernel/account/player-account.store.ts';
import { bindUseCaseOf } from '../../kernel/bind-use-case-of.ts';
import { catalogueMessages } from '../../kernel/catalogue/catalogue-message.tsx';
import { SessionStore } from '../../kernel/session.store.ts';
import { combineLoaders } from '../../i18n/combine-loaders.ts';
import { customerMessageLoader } from '../../i18n/customer-message-loader.ts';
import { ActivityTabStore } from './activity-tab.store.ts';

/** The activity tab's texts, with the catalogue's (why the figures could not be loaded). */
export const profileActivityMessages = combineLoaders(
  customerMessageLoader(import.meta.glob('./customer-messages/*.json', { import: 'default' })),
  catalogueMessages,
);

/**
 * The activity tab: core's use-case over the ActivityPort and the LimitsPort (bound by the platform),
 * a store per showing.
 */
export const profileActivityModule = new AccountFeatureModule((options) => {
  const { bind } = options;
  bindPlayerAccount(options);
  bindUseCaseOf(options, LoadActivityUseCase, [ActivityPort, LimitsPort, ErrorCatalogue]);
  bind(ActivityTabStore)
    .toDynamicValue((context) => {
      const session = context.get(SessionStore);
      const account = context.get(PlayerAccountStore);
      return new ActivityTabStore({
        loadActivity: context.get(LoadActivityUseCase),
        customerId: () => session.user?.id ?? null,
        limitsEnabled: async () => {
          await account.loadConfig();
          return account.config?.responsibleGamingLimitsEnabled === true;
        },
      });
    })
    .inTransientScope();
});
