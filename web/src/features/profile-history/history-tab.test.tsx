import type { Language } from '@lv-casino/core/routing/language.ts';
import { createApiFailure } from '@lv-casino/core/testing/failure.builder.ts';
import {
  createAccountActivity,
  createAccountPayment,
  createCashierTransaction,
  createCasinoRound,
  createLoginSession,
  createSportsBet,
} from '@lv-casino/core/testing/history.builder.ts';
import { FakeHistoryPort } from '@lv-casino/core/testing/history-port.fake.ts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppRoot } from '../../kernel/app-root.tsx';
import { createAppContainer } from '../../shell/container.ts';
import { FeatureModules } from '../../kernel/feature-modules.ts';
import { createFakePortsModule, createTestPorts } from '../../testing/fake-ports.module.ts';
import { profileTabs } from './profile-history.feature.ts';
import { tabEntryOf } from '../../testing/contributions.ts';
import { dataTableRows } from '../../testing/data-table-rows.ts';

const historyTab = tabEntryOf('profile-history', profileTabs, 'history');

// A player in Latvia: the browser's clock is Riga's (2 h ahead of UTC in winter, 3 h in summer).
beforeAll(() => {
  process.env.TZ = 'Europe/Riga';
});

/**
 * The tab as the profile shows it: its entry loaded like the profile's panel loads it (module and
 * messages), over the fake ports and a fake HistoryPort. The fake clock reads 21/11/2026, 14:00 in Riga.
 */
async function renderTab(history = new FakeHistoryPort(), language: Language = 'en') {
  const container = createAppContainer(createFakePortsModule({ ...createTestPorts(), history }), {
    device: 'desktop',
    initialLanguage: language,
  });
  const View = await container.get(FeatureModules).prepare('profile-history', await historyTab.load());
  const router = createMemoryRouter([{ path: '*', element: <View /> }], {
    initialEntries: [`/${language}/casino`],
  });
  render(<AppRoot container={container} router={router} />);
  return { history, user: userEvent.setup() };
}

const deposits = (count: number) =>
  Array.from({ length: count }, (_, index) => createCashierTransaction({ id: 5000 - index }));

const withEntries = (entries: Partial<FakeHistoryPort['entries']>): FakeHistoryPort => {
  const history = new FakeHistoryPort();
  history.entries = { ...history.entries, ...entries };
  return history;
};

describe('history tab', () => {
  it('opens on the cashier history of the last 30 days', async () => {
    const { history } = await renderTab(withEntries({ cashier: deposits(1) }));

    expect(
      await screen.findByRole('table', { name: 'Deposits and withdrawals, 22/10/2026 – 21/11/2026' }),
    ).toBeDefined();
    expect(history.calls).toEqual([
      {
        history: 'cashier',
        query: {
          pageIndex: 0,
          pageSize: 20,
          range: { from: { year: 2026, month: 10, day: 22 }, to: { year: 2026, month: 11, day: 21 } },
        },
      },
    ]);
  });

  it('shows times on the player’s clock and amounts in major units with their currency', async () => {
    const history = withEntries({
      cashier: [
        createCashierTransaction({ id: 2, amount: 123456, createdAt: Date.parse('2026-11-19T17:42:05Z') }),
        createCashierTransaction({
          id: 1,
          type: 'WITHDRAW',
          method: 'Visa •5610',
          amount: 5,
          status: 'PENDING',
          createdAt: Date.parse('2026-07-15T12:00:00Z'),
        }),
      ],
    });
    await renderTab(history);

    const table = await screen.findByRole('table');
    expect(dataTableRows(table)).toEqual([
      ['19/11/2026, 19:42:05', 'Deposit', 'Swedbank', '1 234.56 EUR', 'Successful'],
      ['15/07/2026, 15:00:00', 'Withdrawal', 'Visa •5610', '0.05 EUR', 'Pending'],
    ]);
  });

  it('names the columns in a header row', async () => {
    await renderTab(withEntries({ cashier: deposits(1) }));

    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Date and time', 'Type', 'Method', 'Amount', 'Status']);
  });

  it('gives every cell its column’s name for the cards of a phone, hidden from screen readers', async () => {
    await renderTab(withEntries({ cashier: deposits(1) }));

    const cell = within(await screen.findByRole('table')).getAllByRole('cell')[3];
    const label = cell?.querySelector('.data-table__label');
    expect([label?.textContent, label?.getAttribute('aria-hidden')]).toEqual(['Amount', 'true']);
  });

  it.each([
    [
      'Casino',
      'Casino and live casino rounds',
      { casino: [createCasinoRound({ gameType: 'LIVE_CASINO', winAmount: 0 })] },
      ['20/11/2026, 21:14:08', 'Gates of OlympusPRAGMATIC', 'Live casino', '2.00 EUR', '0.00 EUR'],
    ],
    [
      'Sports',
      'Sports bets',
      { sports: [createSportsBet({ status: 'OPEN', winAmount: null, settledAt: null, betType: 'COMBO' })] },
      ['18/11/2026, 18:55:00', 'Latvija – Igaunija: 1Combo', '10.00 EUR', '1.85', 'Not settled yet', 'Open'],
    ],
    [
      'Payments',
      'Payments',
      { payments: [createAccountPayment()] },
      ['20/11/2026, 21:14:08', 'Bet', '-2.00 EUR', '1 248.50 EUR'],
    ],
    [
      'My activity',
      'Account activity',
      { activity: [createAccountActivity({ type: 'LIMIT_CHANGE' })] },
      ['21/11/2026, 08:02:31', 'Limit changed', '85.254.76.12'],
    ],
    [
      'Sessions',
      'Sessions',
      { session: [createLoginSession({ logoutAt: null, device: 'MOBILE' })] },
      ['20/11/2026, 20:30:00', 'Still logged in', 'Mobile', '85.254.76.12', '42.00 EUR', '39.50 EUR'],
    ],
  ] as const)('shows the %s history as a table of its own', async (choice, caption, entries, row) => {
    const { history, user } = await renderTab(withEntries(entries));
    await screen.findByText(/There is nothing in this history/);

    await user.selectOptions(screen.getByRole('combobox', { name: 'History' }), choice);

    const table = await screen.findByRole('table', { name: `${caption}, 22/10/2026 – 21/11/2026` });
    expect(dataTableRows(table)).toEqual([row]);
    expect(history.calls.map((call) => [call.history, call.query.pageIndex])).toEqual([
      ['cashier', 0],
      [Object.keys(entries)[0], 0],
    ]);
  });

  it('says so when the period holds nothing', async () => {
    await renderTab();

    expect(
      await screen.findByText(
        'There is nothing in this history from 22/10/2026 to 21/11/2026. Choose another period to see more.',
      ),
    ).toBeDefined();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a status while a page loads', async () => {
    const history = withEntries({ cashier: deposits(1) });
    const release = history.hold();
    await renderTab(history);

    await waitFor(() => {
      expect(screen.getByRole('status').textContent).toBe('Loading the history…');
    });
    release();
    await screen.findByRole('table');
    expect(screen.getByRole('status').textContent).toBe('');
  });
});

describe('history pages', () => {
  it('says where the page is and how many entries there are', async () => {
    await renderTab(withEntries({ cashier: deposits(45) }));

    const pages = await screen.findByRole('navigation', { name: 'Pages of the history' });
    expect(within(pages).getByText(/^Page/).textContent).toBe('Page 1 of 3 · 45 entries');
  });

  it('moves to the next and the previous page', async () => {
    const { user } = await renderTab(withEntries({ cashier: deposits(45) }));
    const pages = await screen.findByRole('navigation', { name: 'Pages of the history' });

    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await within(pages).findByText('Page 2 of 3 · 45 entries');
    expect(dataTableRows(screen.getByRole('table')).length).toBe(20);
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await within(pages).findByText('Page 3 of 3 · 45 entries');
    expect(dataTableRows(screen.getByRole('table')).length).toBe(5);
    await user.click(within(pages).getByRole('button', { name: 'Previous' }));

    expect(await within(pages).findByText('Page 2 of 3 · 45 entries')).toBeDefined();
  });

  it('marks the buttons that lead nowhere and asks nothing when they are pressed', async () => {
    const { history, user } = await renderTab(withEntries({ cashier: deposits(3) }));
    const pages = await screen.findByRole('navigation', { name: 'Pages of the history' });
    const buttons = within(pages).getAllByRole('button');

    for (const button of buttons) await user.click(button);

    expect([buttons.map((button) => button.getAttribute('aria-disabled')), history.calls.length]).toEqual([
      ['true', 'true'],
      1,
    ]);
  });

  it('counts one entry in the singular', async () => {
    await renderTab(withEntries({ cashier: deposits(1) }));

    expect(await screen.findByText('Page 1 of 1 · 1 entry')).toBeDefined();
  });
});

describe('history period', () => {
  it('shows the first page of the days chosen', async () => {
    const { history, user } = await renderTab(withEntries({ cashier: deposits(1) }));
    await screen.findByRole('table');

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '01/03/2026' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '31/03/2026' } });
    await user.click(screen.getByRole('button', { name: 'Show' }));

    expect(
      await screen.findByRole('table', { name: 'Deposits and withdrawals, 01/03/2026 – 31/03/2026' }),
    ).toBeDefined();
    expect(history.calls.at(-1)?.query.range).toEqual({
      from: { year: 2026, month: 3, day: 1 },
      to: { year: 2026, month: 3, day: 31 },
    });
  });

  it('refuses a first day after the last, keeps what was typed and moves the focus to it', async () => {
    const { history, user } = await renderTab(withEntries({ cashier: deposits(1) }));
    await screen.findByRole('table');
    const from = screen.getByLabelText('From');

    fireEvent.change(screen.getByLabelText('To'), { target: { value: '20/11/2026' } });
    fireEvent.change(from, { target: { value: '21/11/2026' } });
    await user.click(screen.getByRole('button', { name: 'Show' }));

    expect([
      from.getAttribute('aria-invalid'),
      (from.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent)
        .join(' '),
      (from as HTMLInputElement).value,
      document.activeElement,
      history.calls.length,
    ]).toEqual(['true', 'DD/MM/YYYY The first day must not be after the last day.', '21/11/2026', from, 1]);
  });

  it('refuses a period over 365 days', async () => {
    const { user } = await renderTab();
    await screen.findByText(/There is nothing/);

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '01/01/2025' } });
    await user.click(screen.getByRole('button', { name: 'Show' }));

    expect(await screen.findByText('Choose a period of at most 365 days.')).toBeDefined();
  });

  it('asks for a whole date in an emptied field, and forgets the error once it is typed again', async () => {
    const { user } = await renderTab();
    await screen.findByText(/There is nothing/);
    const to = screen.getByLabelText('To');

    fireEvent.change(to, { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect([await screen.findByText('Enter a whole date.'), document.activeElement]).toEqual([
      expect.anything(),
      to,
    ]);
    fireEvent.change(to, { target: { value: '20/11/2026' } });

    expect([screen.queryByText('Enter a whole date.'), to.getAttribute('aria-invalid')]).toEqual([
      null,
      'false',
    ]);
  });
});

describe('a history that fails', () => {
  it('says why, and shows the page once a retry succeeds', async () => {
    const history = withEntries({ cashier: deposits(1) });
    history.failures.cashier = createApiFailure(41);
    const { user } = await renderTab(history);

    const alert = await screen.findByRole('alert');
    await waitFor(() => {
      expect(alert.textContent).toMatch(/^The history could not be loaded\. \S/);
    });
    history.failures = {};
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect([await screen.findByRole('table'), screen.queryByRole('alert')]).toEqual([
      expect.anything(),
      null,
    ]);
  });

  it('retries the page that failed', async () => {
    const history = withEntries({ cashier: deposits(45) });
    const { user } = await renderTab(history);
    const pages = await screen.findByRole('navigation', { name: 'Pages of the history' });
    history.failures.cashier = createApiFailure(41);
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    history.failures = {};

    await user.click(await screen.findByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Page 2 of 3 · 45 entries')).toBeDefined();
  });
});

describe('history in other languages', () => {
  it('speaks Latvian', async () => {
    await renderTab(withEntries({ cashier: deposits(45) }), 'lv');

    expect([
      await screen.findByRole('table', { name: 'Iemaksas un izmaksas, 22/10/2026 – 21/11/2026' }),
      screen.getByText('1. lapa no 3 · 45 ieraksti'),
      screen.getByRole('combobox', { name: 'Vēsture' }),
    ]).toHaveLength(3);
  });

  it('speaks Russian, with its plural forms', async () => {
    await renderTab(withEntries({ cashier: deposits(45) }), 'ru');

    expect([
      await screen.findByRole('table', { name: 'Пополнения и выводы, 22/10/2026 – 21/11/2026' }),
      screen.getByText('Страница 1 из 3 · 45 записей'),
    ]).toHaveLength(2);
  });
});
