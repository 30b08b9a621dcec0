import { ClockPort } from '@lv-casino/core/shared/clock.port.ts';
import { SportsbookPort } from '@lv-casino/core/sportsbook/sportsbook.port.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';
import { LoadSportsbookTokenUseCase } from '@lv-casino/core/sportsbook/load-sportsbook-token.use-case.ts';
import { OpenSportsbookUseCase } from '@lv-casino/core/sportsbook/open-sportsbook.use-case.ts';
import { ContainerModule } from 'inversify';
import { bindUseCase } from '../../kernel/bind-use-case.ts';
import { bindBrowserLocation } from '../../kernel/browser-location.ts';
import { AppNavigator } from '../../kernel/app-navigator.ts';
import { catalogueMessages } from '../../kernel/catalogue/catalogue-message.tsx';
import { DeviceToken } from '../../kernel/device.ts';
import { SessionStore } from '../../kernel/session.store.ts';
import { SiteConfig } from '../../kernel/site-config.ts';
import { messageLoader } from '../../i18n/compiled-messages.ts';
import { combineLoaders } from '../../i18n/combine-loaders.ts';
import { SportsbookStore } from './sportsbook.store.ts';

/**
 * The page's texts, with the catalogue's: the page statuses (bia.maintanance.mode.enabled,
 * bia.disabled, bia.forbidden.country) and the refusals of the token.
 */
export const sportsbookMessages = combineLoaders(
  messageLoader(import.meta.glob('./messages/*.json', { import: 'default' })),
  catalogueMessages,
);

/**
 * The sportsbook widget pages: core's page opening and token over the SportsbookPort (bound by the
 * platform module), and a store per page shown.
 */
export const sportsbookModule = new ContainerModule((options) => {
  const { bind } = options;
  bindBrowserLocation(options);
  bindUseCase(options, OpenSportsbookUseCase, SportsbookPort);
  bindUseCase(options, LoadSportsbookTokenUseCase, SportsbookPort);
  bind(SportsbookStore)
    .toDynamicValue(
      (context) =>
        new SportsbookStore({
          open: context.get(OpenSportsbookUseCase),
          token: context.get(LoadSportsbookTokenUseCase),
          session: context.get(SessionStore),
          site: context.get(SiteConfig),
          navigator: context.get(AppNavigator),
          device: context.get<Device>(DeviceToken),
          clock: context.get<ClockPort>(ClockPort),
        }),
    )
    .inTransientScope();
});
