import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ConfirmStep } from './confirm-step.tsx';

describe('ConfirmStep', () => {
  it('groups its answers under the question and takes the focus on the one asked', () => {
    render(
      <ConfirmStep
        question="Remove the bonus?"
        confirm="Remove"
        cancel="Keep"
        focus="cancel"
        onConfirm={() => undefined}
        onCancel={() => undefined}
      />,
    );

    expect(screen.getByRole('group', { name: 'Remove the bonus?' })).toBeDefined();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep' }));
  });

  it('answers cancel on Escape when told, and says why the confirmed action failed', async () => {
    const answers: string[] = [];
    render(
      <ConfirmStep
        question="Archive the conversation?"
        confirm="Archive"
        cancel="Cancel"
        cancelOnEscape
        failure="The conversation could not be archived."
        onConfirm={() => answers.push('confirm')}
        onCancel={() => answers.push('cancel')}
      />,
    );
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Archive' }));
    await user.keyboard('{Escape}');

    expect({ answers, alert: screen.getByRole('alert').textContent }).toEqual({
      answers: ['confirm', 'cancel'],
      alert: 'The conversation could not be archived.',
    });
  });

  it('does not confirm twice while the action runs', async () => {
    const answers: string[] = [];
    render(
      <ConfirmStep
        question="Archive?"
        confirm="Archive"
        busyLabel="Archiving…"
        cancel="Cancel"
        busy
        onConfirm={() => answers.push('confirm')}
        onCancel={() => answers.push('cancel')}
      />,
    );

    await userEvent.setup().click(screen.getByRole('button', { name: 'Archiving…' }));

    expect([answers, screen.queryByRole('alert')]).toEqual([[], null]);
  });
});
