import { LoadHistoryPageUseCase } from '@lv-casino/core/history/load-history-page.use-case.ts';
import { FakeErrorCatalogue } from '@lv-casino/core/testing/catalogues.fake.ts';
import { createCashierTransaction } from '@lv-casino/core/testing/history.builder.ts';
import { FakeHistoryPort } from '@lv-casino/core/testing/history-port.fake.ts';
import { describe, expect, it } from 'vitest';
import { ProfileHistoryStore } from './profile-history.store.ts';

/** A store over a fake port, on 21/11/2026. */
function createStore(history = new FakeHistoryPort()) {
  const store = new ProfileHistoryStore({
    loadPage: new LoadHistoryPageUseCase(history, new FakeErrorCatalogue()),
    today: () => ({ year: 2026, month: 11, day: 21 }),
  });
  return { store, history };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('ProfileHistoryStore', () => {
  it('starts with the last 30 days in the date fields, today the last day offered', () => {
    const { store } = createStore();

    expect([store.fromText, store.toText, store.lastDay]).toEqual(['2026-10-22', '2026-11-21', '2026-11-21']);
  });

  it('drops an answer that arrives after the tab closed, and loads again when it shows again', async () => {
    const { store, history } = createStore();
    history.entries.cashier = [createCashierTransaction()];
    const release = history.hold();

    store.activate();
    store.dispose();
    release();
    await settle();
    expect([store.page, store.loading]).toEqual([null, false]);

    store.activate();
    await settle();
    expect(store.page?.rows).toHaveLength(1);
  });

  it('shows only the answer of the history chosen last', async () => {
    const { store, history } = createStore();
    history.entries.casino = [];
    history.entries.cashier = [createCashierTransaction()];
    const release = history.hold();

    store.activate();
    store.selectHistory('casino');
    release();
    await settle();

    expect([store.page?.history, store.page?.totalCount]).toEqual(['casino', 0]);
  });

  it('asks nothing when the history shown is chosen again', async () => {
    const { store, history } = createStore();
    store.activate();
    await settle();

    store.selectHistory('cashier');

    expect(history.calls).toHaveLength(1);
  });

  it('forgets a range error once either day changes, but a missing day only once it is typed', () => {
    const { store } = createStore();
    store.type('from', '');
    store.type('to', '');
    store.applyRange();
    expect(store.rangeErrors).toEqual({ from: 'required', to: 'required' });

    store.type('to', '2026-11-01');
    expect(store.rangeErrors).toEqual({ from: 'required' });

    store.type('from', '2026-11-05');
    store.applyRange();
    expect(store.rangeErrors).toEqual({ from: 'after-to' });
    store.type('to', '2026-11-10');
    expect(store.rangeErrors).toEqual({});
  });

  it('counts each refused range, so the view can move the focus every time', () => {
    const { store } = createStore();
    store.type('from', '');

    store.applyRange();
    store.applyRange();

    expect(store.rangeCheck).toBe(2);
  });
});
