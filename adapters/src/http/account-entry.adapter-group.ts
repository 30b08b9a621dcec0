/**
 * The adapters of account entry (registration, Smart-ID, SMS, activation, passwords, terms,
 * language, the stored language and the affiliate cookie), loaded together: one chunk for the web,
 * loaded with the first modal that needs one.
 */
export { AccountHttpAdapter } from './account.http-adapter.ts';
export { RegistrationHttpAdapter } from './registration.http-adapter.ts';
export { SmartIdHttpAdapter } from './smart-id.http-adapter.ts';
export { SmsVerificationHttpAdapter } from './sms-verification.http-adapter.ts';
/** The stored language, written with the profile's language on a language change: the same chunk. */
export { SessionStorageLanguageStore } from '../browser/session-storage.language-store.ts';
/** The affiliate cookie, read by the registration: the same chunk. */
export { DocumentCookiePort } from '../browser/document.cookie-port.ts';
