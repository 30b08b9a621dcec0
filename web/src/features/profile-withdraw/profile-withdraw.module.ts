import { AccountFeatureModule } from '../../kernel/account-ports.ts';
import { WithdrawPort } from '@lv-casino/core/withdraw/withdraw.port.ts';
import type { NavigationIntent } from '@lv-casino/core/routing/navigation-intent.ts';
import { CancelWithdrawalUseCase } from '@lv-casino/core/withdraw/cancel-withdrawal.use-case.ts';
import { LoadWithdrawMethodsUseCase } from '@lv-casino/core/withdraw/load-withdraw-methods.use-case.ts';
import { RequestWithdrawalUseCase } from '@lv-casino/core/withdraw/request-withdrawal.use-case.ts';
import { bindPlayerAccount } from '../../kernel/account/player-account.bindings.ts';
import { PlayerAccountStore } from '../../kernel/account/player-account.store.ts';
import { AppNavigator } from '../../kernel/app-navigator.ts';
import { bindUseCase } from '../../kernel/bind-use-case.ts';
import { catalogueMessages } from '../../kernel/catalogue/catalogue-message.tsx';
import { SessionStore } from '../../kernel/session.store.ts';
import { combineLoaders } from '../../i18n/combine-loaders.ts';
import { customerMessageLoader } from '../../i18n/customer-message-loader.ts';
import { ProfileWithdrawStore } from './profile-withdraw.store.ts';

/** The withdraw tab's texts, with the catalogue's (the codes a withdrawal is refused with). */
export const profileWithdrawMessages = combineLoaders(
  customerMessageLoader(import.meta.glob('./customer-messages/*.json', { import: 'default' })),
  catalogueMessages,
);

/**
 * The withdraw tab: core's withdraw use-cases over the WithdrawPort (bound by the platform), the app's
 * player account (its balance refresh) and a store per showing of the tab.
 */
export const profileWithdrawModule = new AccountFeatureModule((options) => {
  const { bind } = options;
  bindPlayerAccount(options);
  bindUseCase(options, LoadWithdrawMethodsUseCase, WithdrawPort);
  bindUseCase(options, RequestWithdrawalUseCase, WithdrawPort);
  bindUseCase(options, CancelWithdrawalUseCase, WithdrawPort);
  // Transient: every showing of the tab loads the methods again and starts with an empty form.
  bind(ProfileWithdrawStore)
    .toDynamicValue((context) => {
      const session = context.get(SessionStore);
      const account = context.get(PlayerAccountStore);
      const navigator = context.get(AppNavigator);
      return new ProfileWithdrawStore({
        loadMethods: context.get(LoadWithdrawMethodsUseCase),
        request: context.get(RequestWithdrawalUseCase),
        cancel: context.get(CancelWithdrawalUseCase),
        balance: () => session.balance,
        refreshBalance: () => account.refreshBalance(),
        navigate: (next: NavigationIntent) => {
          navigator.perform(next);
        },
      });
    })
    .inTransientScope();
});
