import type { KeyboardEvent, ReactNode } from 'react';

/** The keys that move the focus along a tab list (vertical on a desktop, a row elsewhere). */
const STEP: Readonly<Record<string, number>> = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 };

/**
 * A tab list of manual activation (the profile's tabs, my profile's sub-areas): the arrows, Home and
 * End move the focus among the list's tabs, wrapping at both ends; Enter, Space or a click opens one.
 * A tab's keydown handler calls it with the list's element.
 */
export function moveTabFocus(event: KeyboardEvent<HTMLElement>, list: HTMLElement | null): void {
  const tabs = [...(list?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
  const at = tabs.findIndex((tab) => tab === document.activeElement);
  if (at < 0) return;
  const step = STEP[event.key];
  let next: number | null = null;
  if (step !== undefined) next = (at + step + tabs.length) % tabs.length;
  else if (event.key === 'Home') next = 0;
  else if (event.key === 'End') next = tabs.length - 1;
  if (next === null) return;
  event.preventDefault();
  tabs[next]?.focus();
}

export interface TabProps {
  readonly id: string;
  readonly selected: boolean;
  /** The id of the panel it shows (on every tab, or on the selected one only). */
  readonly controls?: string | undefined;
  readonly className?: string | undefined;
  /** The tab is opened (a click, Enter or Space). */
  readonly onOpen: () => void;
  readonly children: ReactNode;
}

/**
 * A tab of a tab list of manual activation: only the selected tab is in the Tab order; the arrows,
 * Home and End move the focus within its list (moveTabFocus), a click, Enter or Space opens it.
 */
export function Tab({ id, selected, controls, className, onOpen, children }: TabProps) {
  return (
    <button
      id={id}
      type="button"
      role="tab"
      className={className}
      aria-selected={selected}
      aria-controls={controls}
      tabIndex={selected ? 0 : -1}
      onKeyDown={(event) => {
        moveTabFocus(event, event.currentTarget.closest<HTMLElement>('[role="tablist"]'));
      }}
      onClick={onOpen}
    >
      {children}
    </button>
  );
}
