import { fail } from '@lv-casino/core/shared/result.ts';
import { createApiFailure } from '@lv-casino/core/testing/failure.builder.ts';
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestPorts, type TestPorts } from '../../testing/fake-ports.module.ts';
import { renderSubArea } from './my-profile.test-kit.tsx';

beforeAll(() => {
  process.env.TZ = 'Europe/Riga';
});

const showComplaint = (ports: TestPorts = createTestPorts()) =>
  renderSubArea('Complaint', 'File a complaint', { ports });

const category = () => screen.getByRole('combobox', { name: 'What is it about?' });
const subject = () => screen.getByRole('textbox', { name: 'Subject' });
const message = () => screen.getByRole('textbox', { name: 'Your complaint' });
const submit = () => screen.getByRole('button', { name: /File the complaint$/ });

async function fillIn(user: Awaited<ReturnType<typeof showComplaint>>['user']) {
  await user.selectOptions(category(), 'Payments');
  await user.type(subject(), 'Izmaksa nav saņemta');
  await user.type(message(), 'Pieprasīju izmaksu 18. novembrī.');
}

describe('the complaint sub-area', () => {
  it('files the complaint as typed', async () => {
    const { user, ports } = await showComplaint();
    await fillIn(user);

    await user.click(submit());

    await screen.findByText('Your complaint has been registered.');
    expect(ports.complaint.requests).toEqual([
      { category: 'PAYMENTS', subject: 'Izmaksa nav saņemta', message: 'Pieprasīju izmaksu 18. novembrī.' },
    ]);
  });

  it('confirms with the reference the server gave, its state and time', async () => {
    const { user } = await showComplaint();
    await fillIn(user);

    await user.click(submit());

    const status = await screen.findByText('Your complaint has been registered.');
    expect(status.closest('[role="status"]')?.textContent).toContain(
      'ReferenceSUD-2026-00417StatusReceivedRegistered21/11/2026, 12:00:00',
    );
  });

  it('names every field in error, sends nothing and moves the focus to the first', async () => {
    const { user, ports } = await showComplaint();

    await user.click(submit());

    expect([
      await screen.findByText('Choose what your complaint is about.'),
      screen.getByText('Enter a subject.'),
      screen.getByText('Describe your complaint.'),
    ]).toHaveLength(3);
    expect([ports.complaint.requests, document.activeElement]).toEqual([[], category()]);
  });

  it('keeps everything typed when the server refuses, and says why', async () => {
    const ports = createTestPorts();
    ports.complaint.result = fail(createApiFailure(41));
    const { user } = await showComplaint(ports);
    await fillIn(user);

    await user.click(submit());

    await waitFor(() => {
      expect(screen.getByRole('alert').textContent).toBe('A server error occurred. Please try again later.');
    });
    expect([(subject() as HTMLInputElement).value, (message() as HTMLTextAreaElement).value]).toEqual([
      'Izmaksa nav saņemta',
      'Pieprasīju izmaksu 18. novembrī.',
    ]);
  });

  it('offers an empty form for another complaint', async () => {
    const { user } = await showComplaint();
    await fillIn(user);
    await user.click(submit());
    await screen.findByText('Your complaint has been registered.');

    await user.click(screen.getByRole('button', { name: 'File another complaint' }));

    expect([(category() as HTMLSelectElement).value, (subject() as HTMLInputElement).value]).toEqual([
      '',
      '',
    ]);
  });
});
