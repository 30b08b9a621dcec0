/**
 * The public API of @lv-casino/core, what another front end imports as `@lv-casino/core`: every module
 * of core but its tests and `testing/` fakes. Core is the reusable part (ARCHITECTURE.md §3), so its
 * whole vocabulary is public: the ports and their tokens, the use-cases and the outcomes they return,
 * the rules (validation schemas, money and dates, routing, errors), the domain types, `Result`. The
 * workspace imports the modules directly (`@lv-casino/core/shared/result.ts`, …) so Vite can split
 * them across the web app's chunks; scripts/package-roots.test.ts keeps this list complete.
 */

// account-lock/
export * from './account-lock/account-lock-status.rule.ts';

// activity/
export * from './activity/activity-series.rule.ts';
export * from './activity/activity.port.ts';
export * from './activity/activity.ts';
export * from './activity/load-activity.use-case.ts';

// activation/
export * from './activation/activate-account.use-case.ts';

// bonuses/
export * from './bonuses/bonus-action-outcome.ts';
export * from './bonuses/bonus-actions.rule.ts';
export * from './bonuses/bonus-asset-id.rule.ts';
export * from './bonuses/bonus-failure.rule.ts';
export * from './bonuses/bonus-paging.rule.ts';
export * from './bonuses/bonus.ts';
export * from './bonuses/claim-bonus.use-case.ts';
export * from './bonuses/count-active-bonuses.use-case.ts';
export * from './bonuses/find-bonus-asset.use-case.ts';
export * from './bonuses/load-bonus-page.use-case.ts';
export * from './bonuses/release-cleared-bonus.use-case.ts';
export * from './bonuses/remove-bonus.use-case.ts';
export * from './bonuses/wagering-progress.rule.ts';

// catalogue/
export * from './catalogue/catalogue-filters.rule.ts';
export * from './catalogue/catalogue-query.rule.ts';
export * from './catalogue/catalogue.ts';
export * from './catalogue/category-name.rule.ts';
export * from './catalogue/category-path.rule.ts';
export * from './catalogue/category-route.rule.ts';
export * from './catalogue/category-visibility.rule.ts';
export * from './catalogue/find-game-by-friendly-url.use-case.ts';
export * from './catalogue/game-grid.rule.ts';
export * from './catalogue/game-image.rule.ts';
export * from './catalogue/load-category-games.use-case.ts';
export * from './catalogue/load-lobby-strips.use-case.ts';
export * from './catalogue/load-page-categories.use-case.ts';
export * from './catalogue/load-split-view-category.use-case.ts';
export * from './catalogue/lobby-strips.rule.ts';
export * from './catalogue/provider-choices.rule.ts';
export * from './catalogue/search-games.use-case.ts';
export * from './catalogue/search-query.rule.ts';
export * from './catalogue/split-view.rule.ts';
export * from './catalogue/start-up.use-case.ts';

// complaint/
export * from './complaint/complaint-form.rule.ts';
export * from './complaint/complaint.ts';
export * from './complaint/file-complaint.use-case.ts';

// config/
export * from './config/config.ts';
export * from './config/load-customer-config.use-case.ts';

// content/
export * from './content/cms-menu.ts';
export * from './content/cms-page.rule.ts';
export * from './content/content-link.rule.ts';
export * from './content/content-route.rule.ts';
export * from './content/content.ts';
export * from './content/help-route.rule.ts';
export * from './content/install-prompt.rule.ts';
export * from './content/layout.rule.ts';
export * from './content/load-cms-page.use-case.ts';
export * from './content/load-content-block.use-case.ts';
export * from './content/load-menus.use-case.ts';
export * from './content/load-promotions.use-case.ts';
export * from './content/lobby-content.rule.ts';
export * from './content/menu-links.rule.ts';
export * from './content/not-found.rule.ts';
export * from './content/promotions.rule.ts';
export * from './content/robots.rule.ts';
export * from './content/sportsbook.rule.ts';
export * from './content/store-btag.use-case.ts';
export * from './content/system-pages.ts';
export * from './content/unsubscribe.use-case.ts';

// deposit/
export * from './deposit/cancel-pending-deposit.use-case.ts';
export * from './deposit/deposit-amount.rule.ts';
export * from './deposit/deposit-form.rule.ts';
export * from './deposit/deposit-methods.rule.ts';
export * from './deposit/deposit-offer.ts';
export * from './deposit/deposit-options.use-case.ts';
export * from './deposit/deposit-payment.ts';
export * from './deposit/deposit-providers.rule.ts';
export * from './deposit/deposit-result-page.rule.ts';
export * from './deposit/deposit-result.rule.ts';
export * from './deposit/deposit-result.use-case.ts';
export * from './deposit/deposit-return.use-case.ts';
export * from './deposit/deposit-strategy.ts';
export * from './deposit/deposit-tracking.rule.ts';
export * from './deposit/generic-deposit.strategy.ts';
export * from './deposit/offsite-deposit.strategy.ts';
export * from './deposit/payment-form-end.rule.ts';
export * from './deposit/payment-form.ts';
export * from './deposit/pending-deposit.ts';
export * from './deposit/pending-deposit.use-case.ts';
export * from './deposit/redirect-deposit.strategy.ts';
export * from './deposit/sms-deposit.strategy.ts';
export * from './deposit/start-deposit.use-case.ts';
export * from './deposit/start-provider-deposit.use-case.ts';
export * from './deposit/token-deposit.strategy.ts';
export * from './deposit/track-deposit.use-case.ts';

// errors/
export * from './errors/api-failure.ts';
export * from './errors/describe-failure.rule.ts';
export * from './errors/error-catalogue.port.ts';
export * from './errors/error-catalogue.table.ts';
export * from './errors/server-error.handler.ts';
export * from './errors/server-error.rule.ts';
export * from './errors/transport-error.rule.ts';

// feeds/
export * from './feeds/activity-feed-win.use-case.ts';
export * from './feeds/activity-feed.poller.ts';
export * from './feeds/activity-feed.rule.ts';
export * from './feeds/feed-template.rule.ts';
export * from './feeds/feeds.ts';
export * from './feeds/jackpot-display.rule.ts';
export * from './feeds/jackpot-feed.rule.ts';
export * from './feeds/jackpot-feed.ticker.ts';
export * from './feeds/live-roulette.rule.ts';
export * from './feeds/live-tables.poller.ts';

// field-metrics/
export * from './field-metrics/field-metric.ts';
export * from './field-metrics/reported-page.rule.ts';

// game-start/
export * from './game-start/activity-feed-win.rule.ts';
export * from './game-start/game-links.rule.ts';
export * from './game-start/open-game-play.use-case.ts';
export * from './game-start/real-play-access.rule.ts';
export * from './game-start/start-game.use-case.ts';

// history/
export * from './history/history-paging.rule.ts';
export * from './history/history-range.rule.ts';
export * from './history/history.ts';
export * from './history/load-history-page.use-case.ts';
export * from './history/odds-format.rule.ts';

// inbox/
export * from './inbox/archive-inbox-threads.use-case.ts';
export * from './inbox/count-unread-inbox-messages.use-case.ts';
export * from './inbox/inbox-message.rule.ts';
export * from './inbox/inbox-thread.rule.ts';
export * from './inbox/inbox.ts';
export * from './inbox/load-inbox-page.use-case.ts';
export * from './inbox/load-simple-message.use-case.ts';
export * from './inbox/mark-simple-message-read.use-case.ts';
export * from './inbox/open-inbox-thread.use-case.ts';
export * from './inbox/send-inbox-message.use-case.ts';

// kyc/
export * from './kyc/kyc-codes.ts';
export * from './kyc/kyc-notification.rule.ts';
export * from './kyc/kyc-redirect.rule.ts';
export * from './kyc/kyc-status.rule.ts';
export * from './kyc/kyc-upload.rule.ts';
export * from './kyc/kyc.ts';
export * from './kyc/list-kyc-documents.use-case.ts';
export * from './kyc/load-kyc-document-types.use-case.ts';
export * from './kyc/run-true-narrative.use-case.ts';
export * from './kyc/start-identity-check.use-case.ts';
export * from './kyc/upload-kyc-document.use-case.ts';

// lifetime-statistics/
export * from './lifetime-statistics/lifetime-figures.rule.ts';
export * from './lifetime-statistics/lifetime-statistics.ts';
export * from './lifetime-statistics/load-lifetime-statistics.use-case.ts';

// limits/
export * from './limits/gaming-message.rule.ts';
export * from './limits/limit-entry.rule.ts';
export * from './limits/limit-kinds.rule.ts';
export * from './limits/limit-settings.ts';
export * from './limits/limit-settings.use-case.ts';
export * from './limits/limit-update.rule.ts';
export * from './limits/limits-change.rule.ts';
export * from './limits/limits-change.ts';
export * from './limits/limits-changed.use-case.ts';
export * from './limits/responsible-gaming-error.rule.ts';

// money/
export * from './money/balance.ts';
export * from './money/count-format.rule.ts';
export * from './money/money-format.rule.ts';
export * from './money/refresh-balance.use-case.ts';

// notifications/
export * from './notifications/customer-notification.ts';
export * from './notifications/notification-catalogue.table.ts';
export * from './notifications/notification-dispatch.use-case.ts';
export * from './notifications/notifications-status.ts';

// password/
export * from './password/forgot-password.schema.ts';
export * from './password/forgot-password.use-case.ts';
export * from './password/reset-password.schema.ts';
export * from './password/reset-password.use-case.ts';

// player-games/
export * from './player-games/favourites.rule.ts';
export * from './player-games/load-game-description.use-case.ts';
export * from './player-games/load-player-games.use-case.ts';
export * from './player-games/toggle-favourite.use-case.ts';

// ports/
export * from './account/account.port.ts';
export * from './analytics/analytics.port.ts';
export * from './session/auth.port.ts';
export * from './bonuses/bonus.port.ts';
export * from './catalogue/catalogue.port.ts';
export * from './shared/clock.port.ts';
export * from './complaint/complaint.port.ts';
export * from './config/config.port.ts';
export * from './content/content.port.ts';
export * from './shared/cookie.port.ts';
export * from './session/customer.port.ts';
export * from './deposit/deposit-account.port.ts';
export * from './deposit/deposit-cancel.port.ts';
export * from './self-exclusion/exclusion.port.ts';
export * from './feeds/feeds.port.ts';
export * from './field-metrics/field-metrics.port.ts';
export * from './game-start/game.port.ts';
export * from './history/history.port.ts';
export * from './inbox/inbox.port.ts';
export * from './kyc/kyc.port.ts';
export * from './routing/language-store.port.ts';
export * from './lifetime-statistics/lifetime-statistics.port.ts';
export * from './limits/limits.port.ts';
export * from './notifications/notifications.port.ts';
export * from './deposit/offsite-deposit.port.ts';
export * from './deposit/payment-form.port.ts';
export * from './deposit/pending-deposit.port.ts';
export * from './player-games/player-games.port.ts';
export * from './profile/profile.port.ts';
export * from './reality-check/reality-check.port.ts';
export * from './reality-check/reality-timer-store.port.ts';
export * from './deposit/redirect-deposit.port.ts';
export * from './referral/referral.port.ts';
export * from './registration/registration.port.ts';
export * from './session/session-tabs.port.ts';
export * from './smart-id/smart-id.port.ts';
export * from './deposit/sms-deposit.port.ts';
export * from './sms/sms-verification.port.ts';
export * from './source-of-funds/source-of-funds.port.ts';
export * from './sportsbook/sportsbook.port.ts';
export * from './deposit/token-deposit.port.ts';
export * from './session/token-store.port.ts';
export * from './content/translations.port.ts';
export * from './content/translations.ts';
export * from './withdraw/withdraw.port.ts';

// profile/
export * from './profile/address-choices.use-case.ts';
export * from './profile/address.rule.ts';
export * from './profile/change-password.use-case.ts';
export * from './profile/check-profile-field-unique.use-case.ts';
export * from './profile/confirm-phone-code.use-case.ts';
export * from './profile/load-personal-data.use-case.ts';
export * from './profile/personal-data.rule.ts';
export * from './profile/profile-codes.ts';
export * from './profile/profile-refusal.rule.ts';
export * from './profile/profile.schema.ts';
export * from './profile/profile.ts';
export * from './profile/security-settings.use-case.ts';
export * from './profile/send-phone-code.use-case.ts';
export * from './profile/update-address.use-case.ts';
export * from './profile/update-contact-details.use-case.ts';

// reality-check/
export * from './reality-check/countdown-format.rule.ts';
export * from './reality-check/reality-check-interval.use-case.ts';
export * from './reality-check/reality-check-state.ts';
export * from './reality-check/reality-check.use-case.ts';

// referral/
export * from './referral/invitation-form.rule.ts';
export * from './referral/invite-friend.use-case.ts';
export * from './referral/load-referral.use-case.ts';
export * from './referral/referral-codes.ts';
export * from './referral/referral-refusal.rule.ts';
export * from './referral/referral.ts';

// registration/
export * from './registration/birth-date.rule.ts';
export * from './registration/calendar-date.ts';
export * from './registration/check-unique-field.use-case.ts';
export * from './registration/limit-amount.rule.ts';
export * from './registration/numeric-entry.rule.ts';
export * from './registration/personal-code.rule.ts';
export * from './registration/phone.rule.ts';
export * from './registration/register.use-case.ts';
export * from './registration/registration-field.rules.ts';
export * from './registration/registration-payload.rule.ts';
export * from './registration/registration-refusal.rule.ts';
export * from './registration/registration-settings.ts';
export * from './registration/registration-token.rule.ts';
export * from './registration/registration-values.ts';
export * from './registration/registration-wizard.rule.ts';
export * from './registration/registration.schema.ts';

// routing/
export * from './routing/language-route.rule.ts';
export * from './routing/language.ts';
export * from './routing/lobby-redirect.rule.ts';
export * from './routing/location-context.rule.ts';
export * from './routing/modal-route.rule.ts';
export * from './routing/navigation-intent.ts';
export * from './routing/page-route.rule.ts';
export * from './routing/profile-tabs.rule.ts';
export * from './routing/query-string.rule.ts';
export * from './routing/site-route.rule.ts';

// self-exclusion/
export * from './self-exclusion/self-exclusion.ts';
export * from './self-exclusion/self-exclusion.use-case.ts';
export * from './self-exclusion/timeout-end.rule.ts';

// session/
export * from './session/after-login.rule.ts';
export * from './session/change-language.use-case.ts';
export * from './session/customer-channel.use-case.ts';
export * from './session/end-server-session.ts';
export * from './session/end-session.use-case.ts';
export * from './session/ended-elsewhere.rule.ts';
export * from './session/establish-session.ts';
export * from './session/form-errors.ts';
export * from './session/logged-in-session.ts';
export * from './session/login-failure.rule.ts';
export * from './session/login.schema.ts';
export * from './session/login.use-case.ts';
export * from './session/logout.use-case.ts';
export * from './session/restore-session.use-case.ts';
export * from './session/session-error.use-case.ts';
export * from './session/session-state.ts';
export * from './session/stored-session.rule.ts';
export * from './session/tab-shared-tokens.ts';
export * from './session/tab-visible.rule.ts';
export * from './session/tab-visible.use-case.ts';
export * from './session/terms.use-case.ts';
export * from './session/user-language.rule.ts';
export * from './session/user.ts';

// shared/
export * from './shared/device.ts';
export * from './shared/domain-event.ts';
export * from './shared/result.ts';

// smart-id/
export * from './smart-id/smart-id-login.use-case.ts';
export * from './smart-id/smart-id-poll.ts';
export * from './smart-id/smart-id-state.ts';
export * from './smart-id/smart-id.schema.ts';

// sms/
export * from './sms/activation-login-flag.rule.ts';
export * from './sms/sms-activation.use-case.ts';
export * from './sms/sms-authenticate.use-case.ts';
export * from './sms/sms-code.schema.ts';
export * from './sms/sms-login.rule.ts';

// source-of-funds/
export * from './source-of-funds/declaration-form.rule.ts';
export * from './source-of-funds/declare-source-of-funds.use-case.ts';
export * from './source-of-funds/load-source-of-funds-status.use-case.ts';
export * from './source-of-funds/source-of-funds.ts';

// sportsbook/
export * from './sportsbook/load-sportsbook-token.use-case.ts';
export * from './sportsbook/open-sportsbook.use-case.ts';
export * from './sportsbook/sportsbook-widget.rule.ts';
export * from './sportsbook/sportsbook.ts';
export * from './sportsbook/token-renewal.rule.ts';

// withdraw/
export * from './withdraw/cancel-withdrawal.use-case.ts';
export * from './withdraw/load-withdraw-methods.use-case.ts';
export * from './withdraw/request-withdrawal.use-case.ts';
export * from './withdraw/withdraw-codes.ts';
export * from './withdraw/withdraw-form.rule.ts';
export * from './withdraw/withdraw-refusal.rule.ts';
export * from './withdraw/withdraw.ts';
