/**
 * The adapter of the profile's history tab (the six history lists): one chunk for the web, loaded
 * with the tab's first call.
 */
export { HistoryHttpAdapter } from './history.http-adapter.ts';
