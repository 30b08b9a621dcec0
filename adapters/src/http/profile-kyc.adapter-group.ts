/**
 * The adapters of the profile's kyc tab, loaded together: one chunk for the web, loaded with the first
 * KYC call.
 */
export { KycHttpAdapter } from './kyc.http-adapter.ts';
