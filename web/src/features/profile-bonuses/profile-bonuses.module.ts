import { AccountFeatureModule } from '../../kernel/account-ports.ts';
import { ClaimBonusUseCase } from '@lv-casino/core/bonuses/claim-bonus.use-case.ts';
import { CountActiveBonusesUseCase } from '@lv-casino/core/bonuses/count-active-bonuses.use-case.ts';
import { FindBonusAssetUseCase } from '@lv-casino/core/bonuses/find-bonus-asset.use-case.ts';
import { LoadBonusPageUseCase } from '@lv-casino/core/bonuses/load-bonus-page.use-case.ts';
import { ReleaseClearedBonusUseCase } from '@lv-casino/core/bonuses/release-cleared-bonus.use-case.ts';
import { RemoveBonusUseCase } from '@lv-casino/core/bonuses/remove-bonus.use-case.ts';
import { ErrorCatalogue } from '@lv-casino/core/errors/error-catalogue.port.ts';
import { BonusPort } from '@lv-casino/core/bonuses/bonus.port.ts';
import { bindAccountCounts } from '../../kernel/account/account-counts.bindings.ts';
import { AccountCountsStore } from '../../kernel/account/account-counts.store.ts';
import { bindPlayerAccount } from '../../kernel/account/player-account.bindings.ts';
import { PlayerAccountStore } from '../../kernel/account/player-account.store.ts';
import { catalogueMessages } from '../../kernel/catalogue/catalogue-message.tsx';
import { SessionStore } from '../../kernel/session.store.ts';
import { combineLoaders, messageLoader } from '../../i18n/compiled-messages.ts';
import { BonusAssetStore } from './bonus-asset.store.ts';
import { ProfileBonusesStore } from './profile-bonuses.store.ts';

/** The bonuses texts, with the catalogue's (why a page or an action failed). */
export const profileBonusesMessages = combineLoaders(
  messageLoader(import.meta.glob('./messages/*.json', { import: 'default' })),
  catalogueMessages,
);

/**
 * The bonuses tab and the bonus-history modals (one module, loaded once by whichever opens first):
 * core's bonus use-cases over the BonusPort (bound by the platform), the app's player account (its
 * balance refresh), a store per showing of the tab or modal.
 * The tab sets the account's active-bonus count (the badges' AccountCountsStore) after its actions.
 */
export const profileBonusesModule = new AccountFeatureModule((options) => {
  const { bind } = options;
  bindPlayerAccount(options);
  bindAccountCounts(options);
  const useCase = (token: new (port: BonusPort, errors: ErrorCatalogue) => object): void => {
    bind(token)
      .toResolvedValue(
        (port: BonusPort, errors: ErrorCatalogue) => new token(port, errors),
        [BonusPort, ErrorCatalogue],
      )
      .inSingletonScope();
  };
  useCase(LoadBonusPageUseCase);
  useCase(ClaimBonusUseCase);
  useCase(RemoveBonusUseCase);
  useCase(ReleaseClearedBonusUseCase);
  useCase(CountActiveBonusesUseCase);
  useCase(FindBonusAssetUseCase);
  // Transient: every showing of the tab loads its first page and the count again.
  bind(ProfileBonusesStore)
    .toResolvedValue(
      (
        loadPage: LoadBonusPageUseCase,
        claim: ClaimBonusUseCase,
        remove: RemoveBonusUseCase,
        release: ReleaseClearedBonusUseCase,
        countActive: CountActiveBonusesUseCase,
        session: SessionStore,
        account: PlayerAccountStore,
        counts: AccountCountsStore,
      ) =>
        new ProfileBonusesStore({
          loadPage,
          claim,
          remove,
          release,
          countActive,
          customerId: () => session.user?.id ?? null,
          refreshBalance: () => account.refreshBalance(),
          onActiveCount: (count) => {
            counts.setActiveBonuses(count);
          },
        }),
      [
        LoadBonusPageUseCase,
        ClaimBonusUseCase,
        RemoveBonusUseCase,
        ReleaseClearedBonusUseCase,
        CountActiveBonusesUseCase,
        SessionStore,
        PlayerAccountStore,
        AccountCountsStore,
      ],
    )
    .inTransientScope();
  bind(BonusAssetStore)
    .toResolvedValue((find: FindBonusAssetUseCase) => new BonusAssetStore({ find }), [FindBonusAssetUseCase])
    .inTransientScope();
});
