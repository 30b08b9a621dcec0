/**
 * The public API of @lv-casino/adapters: core's ports implemented over the LV Casino API (HTTP through
 * the @lv-casino/sdk client, realtime notifications over STOMP) and over the browser (storage, clock,
 * cookies, tabs), with their options and factories; what another front end imports as
 * `@lv-casino/adapters`. The mappers from SDK DTOs to core's types, the call helpers and the web app's
 * chunk groups (`*.adapter-group.ts`) stay internal. The workspace imports the modules directly
 * (`@lv-casino/adapters/http/auth.http-adapter.ts`, …) so Vite can split them across chunks.
 */
export * from './browser/analytics.adapters.ts';
export * from './browser/broadcast-channel.session-tabs.ts';
export * from './browser/browser.clock.ts';
export * from './browser/document.cookie-port.ts';
export * from './browser/field-metrics.beacon-adapter.ts';
export * from './browser/providers.payment-form.ts';
export * from './browser/sandbox.payment-form.ts';
export * from './browser/session-storage.language-store.ts';
export * from './browser/session-storage.pending-deposit-store.ts';
export * from './browser/session-storage.reality-timer-store.ts';
export * from './browser/session-storage.token-store.ts';
export * from './browser/tab-shared-session.ts';
export * from './http/account.http-adapter.ts';
export * from './http/activity.http-adapter.ts';
export * from './http/auth.http-adapter.ts';
export * from './http/bonus.http-adapter.ts';
export * from './http/catalogue.http-adapter.ts';
export * from './http/complaint.http-adapter.ts';
export * from './http/config.http-adapter.ts';
export * from './http/content.http-adapter.ts';
export * from './http/customer.http-adapter.ts';
export * from './http/deposit.http-adapter.ts';
export * from './http/exclusion.http-adapter.ts';
export * from './http/feeds.http-adapter.ts';
export * from './http/game.http-adapter.ts';
export * from './http/history.http-adapter.ts';
export * from './http/inbox.http-adapter.ts';
export * from './http/kyc.http-adapter.ts';
export * from './http/lifetime-statistics.http-adapter.ts';
export * from './http/limits.http-adapter.ts';
export * from './http/player-games.http-adapter.ts';
export { BrowserKycHttpAdapter } from './http/profile.adapter-group.ts';
export * from './http/profile.http-adapter.ts';
export * from './http/reality-check.http-adapter.ts';
export * from './http/referral.http-adapter.ts';
export * from './http/registration.http-adapter.ts';
export * from './http/smart-id.http-adapter.ts';
export * from './http/sms-verification.http-adapter.ts';
export * from './http/source-of-funds.http-adapter.ts';
export * from './http/sportsbook.http-adapter.ts';
export * from './http/translations.http-adapter.ts';
export * from './http/upload-progress.middleware.ts';
export * from './http/withdraw.http-adapter.ts';
export * from './stomp/notifications.stomp-adapter.ts';
export * from './stomp/notifications.stomp-options.ts';
export * from './stomp/stomp-client.ts';
