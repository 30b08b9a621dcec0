import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useTransitionValue } from './use-transition-value.ts';

/** Renders the value the hook shows (with no `initial`), and records every value it rendered. */
function Shown({ value, log }: { value: string; log: string[] }) {
  const shown = useTransitionValue(value);
  log.push(shown);
  return <p>{shown}</p>;
}

/** The same with an `initial` value. */
function ShownFrom({ value, initial, log }: { value: string; initial: string; log: string[] }) {
  const shown = useTransitionValue(value, initial);
  log.push(shown);
  return <p>{shown}</p>;
}

describe('useTransitionValue', () => {
  it('shows the value from the first render by default', () => {
    const log: string[] = [];
    render(<Shown value="games" log={log} />);
    expect(log[0]).toBe('games');
  });

  it('shows `initial` first, then the value once its transition has rendered it', async () => {
    const log: string[] = [];
    render(<ShownFrom value="games" initial="none" log={log} />);
    await screen.findByText('games');
    expect(log[0]).toBe('none');
  });
});
