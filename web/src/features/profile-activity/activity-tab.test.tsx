import { fail, ok } from '@lv-casino/core/shared/result.ts';
import { createActivityBucket, createActivitySummary } from '@lv-casino/core/testing/activity.builder.ts';
import { createApiFailure } from '@lv-casino/core/testing/failure.builder.ts';
import {
  createLimit,
  createResponsibleGamingSettings,
} from '@lv-casino/core/testing/limit-settings.builder.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeviceToken } from '../../kernel/device.ts';
import { tabEntryOf } from '../../testing/contributions.ts';
import { dataTableRows } from '../../testing/data-table-rows.ts';
import { createTestPorts, type TestPorts } from '../../testing/fake-ports.module.ts';
import { renderProfileTab, type ProfileTabOptions } from '../../testing/profile-tab.tsx';
import { profileTabs } from './profile-activity.feature.ts';

const activityTab = tabEntryOf('profile-activity', profileTabs, 'activity');

/** Anna's ports; her limits as given (none by default). */
function portsWith(limits: Parameters<typeof createLimit>[0][] = []): TestPorts {
  const ports = createTestPorts();
  ports.limits.settings = ok(createResponsibleGamingSettings({ limits: limits.map((l) => createLimit(l)) }));
  return ports;
}

const renderTab = (ports: TestPorts = portsWith(), options: ProfileTabOptions = {}) =>
  renderProfileTab(activityTab, { ports, ...options });

const chart = (name: RegExp) => screen.findByRole('img', { name });

describe('activity tab', () => {
  it('shows the monthly figures in a table, newest first, money and time as the app writes them', async () => {
    await renderTab();

    const table = await screen.findByRole('table', { name: '2 months with activity, newest first' });
    expect(dataTableRows(table)).toEqual([
      ['November 2026', '150.00 EUR', '50.00 EUR', '-25.50 EUR', '2 h 30 min'],
      ['October 2026', '20.00 EUR', '0.00 EUR', '10.00 EUR', '0 h 45 min'],
    ]);
  });

  it('names each chart with what it shows: the period, the total and the largest bucket', async () => {
    await renderTab();

    expect(
      await chart(
        /^Deposits per month, October 2026 – November 2026: total 170.00 EUR; most 150.00 EUR in November 2026\./,
      ),
    ).toBeDefined();
  });

  it('draws the monthly deposit limit as a labelled line on the deposits chart', async () => {
    await renderTab(portsWith([{ type: 'DEPOSIT', period: 'MONTHLY', amount: 200_000 }]));

    const deposits = await chart(/^Deposits per month/);
    expect([
      deposits.querySelector('.activity-chart__limit')?.textContent,
      within(deposits.closest('figure') as HTMLElement).getByText('Your monthly limit: 2 000.00 EUR'),
    ]).toEqual(['Limit', expect.anything()]);
  });

  it('draws no line where no limit of the period is set, and says so', async () => {
    await renderTab(portsWith([{ type: 'DEPOSIT', period: 'DAILY', amount: 5_000 }]));

    const deposits = await chart(/^Deposits per month/);
    expect([
      deposits.querySelector('.activity-chart__limit'),
      within(deposits.closest('figure') as HTMLElement).queryByText('No monthly limit set'),
    ]).toEqual([null, expect.anything()]);
  });

  it('draws the loss limit on the net result and says it as a loss', async () => {
    await renderTab(portsWith([{ type: 'LOSS', period: 'MONTHLY', amount: 100_000 }]));

    const result = await chart(/^Net result/);
    expect(
      within(result.closest('figure') as HTMLElement).getByText('Your monthly loss limit: 1 000.00 EUR'),
    ).toBeDefined();
  });

  it('shows the weekly figures when Week is chosen with the keyboard', async () => {
    const ports = portsWith();
    ports.activity.results.week = ok(
      createActivitySummary({
        granularity: 'week',
        buckets: [createActivityBucket({ start: { year: 2026, month: 11, day: 16 }, deposits: 7_700 })],
      }),
    );
    const { user } = await renderTab(ports);
    await screen.findByRole('table');

    await user.click(screen.getByRole('radio', { name: 'Month' }));
    await user.keyboard('{ArrowLeft}');

    const table = await screen.findByRole('table', { name: '1 week with activity, newest first' });
    expect([ports.activity.calls, dataTableRows(table)[0]?.slice(0, 2)]).toEqual([
      ['month', 'week'],
      ['Week of 16/11/2026', '77.00 EUR'],
    ]);
  });

  it('says so when the last 12 months hold no activity', async () => {
    const ports = portsWith();
    const quiet = createActivityBucket({ deposits: 0, withdrawals: 0, netResult: 0, secondsPlayed: 0 });
    ports.activity.results.month = ok(createActivitySummary({ buckets: [quiet] }));
    await renderTab(ports);

    expect(await screen.findByText('You have had no activity in the last 12 months.')).toBeDefined();
  });

  it('says why the figures could not be loaded, and loads them again on retry', async () => {
    const ports = portsWith();
    ports.activity.results.month = fail(createApiFailure(41));
    const { user } = await renderTab(ports);

    const alert = await screen.findByRole('alert');
    delete ports.activity.results.month;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    await waitFor(() => {
      expect(screen.getByRole('table')).toBeDefined();
    });
  });

  it('puts the table behind “Show as table” on a phone', async () => {
    await renderTab(portsWith(), {
      prepare: (container) => {
        container.unbind(DeviceToken);
        container.bind(DeviceToken).toConstantValue('mobile');
      },
    });

    await chart(/^Deposits per month/);
    const disclosure = screen.getByText('Show as table').closest('details');
    expect([
      disclosure?.open,
      within(disclosure as HTMLElement).queryByRole('table', { hidden: true }),
    ]).toEqual([false, expect.anything()]);
  });
});
