import { ClockPort } from '@lv-casino/core/shared/clock.port.ts';
import { ErrorCatalogue } from '@lv-casino/core/errors/error-catalogue.port.ts';
import { SportsbookPort } from '@lv-casino/core/sportsbook/sportsbook.port.ts';
import type { Device } from '@lv-casino/core/shared/device.ts';
import { LoadSportsbookTokenUseCase } from '@lv-casino/core/sportsbook/load-sportsbook-token.use-case.ts';
import { OpenSportsbookUseCase } from '@lv-casino/core/sportsbook/open-sportsbook.use-case.ts';
import { ContainerModule } from 'inversify';
import { AppNavigator } from '../../kernel/app-navigator.ts';
import { catalogueMessages } from '../../kernel/catalogue/catalogue-message.tsx';
import { DeviceToken } from '../../kernel/device.ts';
import { SessionStore } from '../../kernel/session.store.ts';
import { SiteConfig } from '../../kernel/site-config.ts';
import { combineLoaders, messageLoader } from '../../i18n/compiled-messages.ts';
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
export const sportsbookModule = new ContainerModule(({ bind, isBound }) => {
  if (!isBound(OpenSportsbookUseCase)) {
    bind(OpenSportsbookUseCase)
      .toResolvedValue(
        (sportsbook: SportsbookPort, errors: ErrorCatalogue) => new OpenSportsbookUseCase(sportsbook, errors),
        [SportsbookPort, ErrorCatalogue],
      )
      .inSingletonScope();
  }
  if (!isBound(LoadSportsbookTokenUseCase)) {
    bind(LoadSportsbookTokenUseCase)
      .toResolvedValue(
        (sportsbook: SportsbookPort, errors: ErrorCatalogue) =>
          new LoadSportsbookTokenUseCase(sportsbook, errors),
        [SportsbookPort, ErrorCatalogue],
      )
      .inSingletonScope();
  }
  bind(SportsbookStore)
    .toResolvedValue(
      (
        open: OpenSportsbookUseCase,
        token: LoadSportsbookTokenUseCase,
        session: SessionStore,
        site: SiteConfig,
        navigator: AppNavigator,
        device: Device,
        clock: ClockPort,
      ) => new SportsbookStore({ open, token, session, site, navigator, device, clock }),
      [
        OpenSportsbookUseCase,
        LoadSportsbookTokenUseCase,
        SessionStore,
        SiteConfig,
        AppNavigator,
        DeviceToken,
        ClockPort,
      ],
    )
    .inTransientScope();
});
