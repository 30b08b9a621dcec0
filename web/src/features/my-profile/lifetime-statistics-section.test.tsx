import { fail, ok } from '@lv-casino/core/shared/result.ts';
import { createApiFailure } from '@lv-casino/core/testing/failure.builder.ts';
import { createLifetimeStatistics } from '@lv-casino/core/testing/lifetime-statistics.builder.ts';
import { createTestPorts } from '../../testing/fake-ports.module.ts';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderMyProfileTab } from './my-profile.test-kit.tsx';

// A player in Latvia: the browser's clock is Riga's.
beforeAll(() => {
  process.env.TZ = 'Europe/Riga';
});

async function showStatistics(ports = createTestPorts()) {
  const rendered = await renderMyProfileTab({ ports });
  await rendered.user.click(screen.getByRole('tab', { name: 'Lifetime statistics' }));
  await screen.findByRole('heading', { level: 3, name: 'Lifetime statistics' });
  return rendered;
}

/** The figures as term → value. */
const figures = (): Record<string, string> =>
  Object.fromEntries(
    within(screen.getByRole('region', { name: 'Lifetime statistics' }))
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent ?? '']),
  );

describe('the lifetime-statistics sub-area', () => {
  it('shows anna’s totals in euros and the date she registered', async () => {
    await showStatistics();

    expect(await screen.findByText('Member since')).toBeTruthy();
    expect(figures()).toEqual({
      'Member since': '03/02/2024',
      'Total deposits': '3 500.00 EUR',
      'Total withdrawals': '1 800.00 EUR',
      'Total bets': '12 045.00 EUR',
      'Total wins': '11 295.50 EUR',
      'Net result (wins minus bets)': '-749.50 EUR',
    });
  });

  it('shows the registration date on the player’s clock', async () => {
    const ports = createTestPorts();
    // 22:30 UTC on 31 December is already New Year's Day in Riga.
    ports.lifetimeStatistics.result = ok(
      createLifetimeStatistics({ registeredAt: Date.parse('2024-12-31T22:30:00Z') }),
    );
    await showStatistics(ports);

    await screen.findByText('Member since');
    expect(figures()['Member since']).toBe('01/01/2025');
  });

  it('says why the statistics could not be loaded and loads them again on retry', async () => {
    const ports = createTestPorts();
    ports.lifetimeStatistics.result = fail(createApiFailure(41));
    const { user } = await showStatistics(ports);
    expect((await screen.findByRole('alert')).textContent).toContain('Your statistics could not be loaded.');
    ports.lifetimeStatistics.result = ok(createLifetimeStatistics());

    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('3 500.00 EUR')).toBeTruthy();
  });
});
