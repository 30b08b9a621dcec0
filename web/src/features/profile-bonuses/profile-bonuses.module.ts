import { AccountFeatureModule } from '../../kernel/account-ports.ts';
import { ClaimBonusUseCase } from '@lv-casino/core/bonuses/claim-bonus.use-case.ts';
import { CountActiveBonusesUseCase } from '@lv-casino/core/bonuses/count-active-bonuses.use-case.ts';
import { FindBonusAssetUseCase } from '@lv-casino/core/bonuses/find-bonus-asset.use-case.ts';
import { LoadBonusPageUseCase } from '@lv-casino/core/bonuses/load-bonus-page.use-case.ts';
import { ReleaseClearedBonusUseCase } from '@lv-casino/core/bonuses/release-cleared-bonus.use-case.ts';
import { RemoveBonusUseCase } from '@lv-casino/core/bonuses/remove-bonus.use-case.ts';
import { BonusPort } from '@lv-casino/core/bonuses/bonus.port.ts';
import { bindAccountCounts } from '../../kernel/account/account-counts.bindings.ts';
import { AccountCountsStore } from '../../kernel/account/account-counts.store.ts';
import { bindPlayerAccount } from '../../kernel/account/player-account.bindings.ts';
import { PlayerAccountStore } from '../../kernel/account/player-account.store.ts';
import { bindUseCase } from '../../kernel/bind-use-case.ts';
import { catalogueMessages } from '../../kernel/catalogue/catalogue-message.tsx';
import { SessionStore } from '../../kernel/session.store.ts';
import { combineLoaders } from '../../i18n/combine-loaders.ts';
import { customerMessageLoader } from '../../i18n/customer-message-loader.ts';
import { BonusAssetStore } from './bonus-asset.store.ts';
import { ProfileBonusesStore } from './profile-bonuses.store.ts';

/** The bonuses texts, with the catalogue's (why a page or an action failed). */
export const profileBonusesMessages = combineLoaders(
  customerMessageLoader(import.meta.glob('./customer-messages/*.json', { import: 'default' })),
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
  bindUseCase(options, LoadBonusPageUseCase, BonusPort);
  bindUseCase(options, ClaimBonusUseCase, BonusPort);
  bindUseCase(options, RemoveBonusUseCase, BonusPort);
  bindUseCase(options, ReleaseClearedBonusUseCase, BonusPort);
  bindUseCase(options, CountActiveBonusesUseCase, BonusPort);
  bindUseCase(options, FindBonusAssetUseCase, BonusPort);
  // Transient: every showing of the tab loads its first page and the count again.
  bind(ProfileBonusesStore)
    .toDynamicValue((context) => {
      const session = context.get(SessionStore);
      const account = context.get(PlayerAccountStore);
      const counts = context.get(AccountCountsStore);
      return new ProfileBonusesStore({
        loadPage: context.get(LoadBonusPageUseCase),
        claim: context.get(ClaimBonusUseCase),
        remove: context.get(RemoveBonusUseCase),
        release: context.get(ReleaseClearedBonusUseCase),
        countActive: context.get(CountActiveBonusesUseCase),
        customerId: () => session.user?.id ?? null,
        refreshBalance: () => account.refreshBalance(),
        onActiveCount: (count) => {
          counts.setActiveBonuses(count);
        },
      });
    })
    .inTransientScope();
  bind(BonusAssetStore)
    .toDynamicValue((context) => new BonusAssetStore({ find: context.get(FindBonusAssetUseCase) }))
    .inTransientScope();
});
