/**
 * The adapters of account entry (registration, Smart-ID, SMS, activation, passwords, terms,
 * language), loaded together: one chunk for the web, loaded with the first modal that needs one.
 */
export { AccountHttpAdapter } from './account.http-adapter.ts';
export { RegistrationHttpAdapter } from './registration.http-adapter.ts';
export { SmartIdHttpAdapter } from './smart-id.http-adapter.ts';
export { SmsVerificationHttpAdapter } from './sms-verification.http-adapter.ts';
