import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { moveTabFocus } from './tab.tsx';

function Tabs() {
  const listRef = useRef<HTMLDivElement>(null);
  return (
    <div ref={listRef} role="tablist" aria-label="Areas">
      {['One', 'Two', 'Three'].map((name, index) => (
        <button
          key={name}
          type="button"
          role="tab"
          aria-selected={index === 0}
          tabIndex={index === 0 ? 0 : -1}
          onKeyDown={(event) => {
            moveTabFocus(event, listRef.current);
          }}
        >
          {name}
        </button>
      ))}
    </div>
  );
}

describe('moveTabFocus', () => {
  it('moves the focus with the arrows, wrapping, and to the ends with Home and End', async () => {
    render(<Tabs />);
    const user = userEvent.setup();
    const focused: (string | null | undefined)[] = [];
    screen.getByRole('tab', { name: 'One' }).focus();

    for (const key of ['{ArrowLeft}', '{ArrowDown}', '{Home}', '{End}', '{ArrowRight}']) {
      await user.keyboard(key);
      focused.push(document.activeElement?.textContent);
    }

    expect(focused).toEqual(['Three', 'One', 'One', 'Three', 'One']);
  });
});
