/**
 * The adapters a player's session needs (restore, login, logout), loaded together: one chunk for
 * the web, which binds them to core's ports only when a session is restored or begun.
 */
export { AuthHttpAdapter } from './auth.http-adapter.ts';
export { CustomerHttpAdapter } from './customer.http-adapter.ts';
