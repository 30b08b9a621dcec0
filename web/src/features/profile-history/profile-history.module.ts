import { AccountFeatureModule } from '../../kernel/account-ports.ts';
import { LoadHistoryPageUseCase } from '@lv-casino/core/history/load-history-page.use-case.ts';
import { ClockPort } from '@lv-casino/core/shared/clock.port.ts';
import { HistoryPort } from '@lv-casino/core/history/history.port.ts';
import { bindUseCase } from '../../kernel/bind-use-case.ts';
import { catalogueMessages } from '../../kernel/catalogue/catalogue-message.tsx';
import { combineLoaders } from '../../i18n/combine-loaders.ts';
import { customerMessageLoader } from '../../i18n/customer-message-loader.ts';
import { dateFieldMessages } from '../../ui/date-field.tsx';
import { localDay } from './local-time.ts';
import { ProfileHistoryStore } from './profile-history.store.ts';

/** The history tab's texts, with the catalogue's (why a page could not be loaded) and its date fields'. */
export const profileHistoryMessages = combineLoaders(
  customerMessageLoader(import.meta.glob('./customer-messages/*.json', { import: 'default' })),
  catalogueMessages,
  dateFieldMessages,
);

/** The history tab: core's page use-case over the HistoryPort (bound by the platform), a store per showing. */
export const profileHistoryModule = new AccountFeatureModule((options) => {
  const { bind } = options;
  bindUseCase(options, LoadHistoryPageUseCase, HistoryPort);
  // Transient: each showing of the tab starts at the first page of the cashier history.
  bind(ProfileHistoryStore)
    .toDynamicValue((context) => {
      const clock = context.get<ClockPort>(ClockPort);
      return new ProfileHistoryStore({
        loadPage: context.get(LoadHistoryPageUseCase),
        today: () => localDay(clock.now()),
      });
    })
    .inTransientScope();
});
