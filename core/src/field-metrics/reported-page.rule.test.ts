import { describe, expect, it } from 'vitest';
import { MAX_REPORTED_PAGE_LENGTH, reportedPage } from './reported-page.rule.ts';

describe('reportedPage', () => {
  it('keeps the path of an absolute address', () => {
    expect(reportedPage('https://casino.example.lv/lv/casino/popular')).toBe('/lv/casino/popular');
  });

  it('drops the query, where a modal and its parameters are', () => {
    expect(reportedPage('/lv/casino?modal=reset-password&key=abc123')).toBe('/lv/casino');
  });

  it('drops the fragment', () => {
    expect(reportedPage('https://casino.example.lv/lv/sportsbook#/live')).toBe('/lv/sportsbook');
  });

  it('drops a fragment that holds a question mark', () => {
    expect(reportedPage('/lv/sportsbook#/live?event=7')).toBe('/lv/sportsbook');
  });

  it('names the root for an origin without a path', () => {
    expect(reportedPage('http://127.0.0.1:4000?modal=login')).toBe('/');
  });

  it('drops the host of a scheme-relative address', () => {
    expect(reportedPage('//casino.example.lv/en/live-casino')).toBe('/en/live-casino');
  });

  it('starts a relative path at the root', () => {
    expect(reportedPage('lv/casino')).toBe('/lv/casino');
  });

  it('keeps a path as long as the collector takes', () => {
    const path = `/lv/${'a'.repeat(MAX_REPORTED_PAGE_LENGTH - 4)}`;

    expect(reportedPage(path)).toBe(path);
  });

  it('cuts a longer path to the length the collector takes', () => {
    const page = reportedPage(`/lv/${'a'.repeat(MAX_REPORTED_PAGE_LENGTH)}`);

    expect(page).toHaveLength(MAX_REPORTED_PAGE_LENGTH);
  });
});
