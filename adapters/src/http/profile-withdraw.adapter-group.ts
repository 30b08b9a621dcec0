/**
 * The adapters of the profile's withdraw tab, loaded together: one chunk for the web, loaded with the
 * first withdraw call.
 */
export { WithdrawHttpAdapter } from './withdraw.http-adapter.ts';
