import { expect, type Locator, type Page } from '@playwright/test';

/**
 * What covers the centre of the focused element, when it is one of the page's bars (the sticky header,
 * the phone's bottom navigation): its name, else null. WCAG 2.4.11 asks that focus is never hidden
 * by content the page itself puts over it; the centre is what a player looks for.
 */
export function focusHiddenBy(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!(focused instanceof HTMLElement) || focused === document.body) return null;
    const box = focused.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    // Off the screen sideways (a strip's tile scrolled away inside its own scroller) is not covered.
    if (x < 0 || x > innerWidth || y < 0 || y > innerHeight) return null;
    const top = document.elementFromPoint(x, y);
    if (top === null || focused.contains(top) || top.contains(focused)) return null;
    const bar = top.closest('.site-header, .main-nav');
    if (bar === null || bar.contains(focused)) return null;
    const name = focused.getAttribute('aria-label') ?? focused.textContent.trim().slice(0, 40);
    return `${focused.tagName.toLowerCase()} “${name}” under .${bar.className.split(' ')[0] ?? ''}`;
  });
}

/**
 * Presses `key` `times` times and answers every focused control that was hidden under a bar when it
 * got focus (see focusHiddenBy).
 */
export async function hiddenFocusWhilePressing(page: Page, key: string, times: number): Promise<string[]> {
  const hidden: string[] = [];
  for (let press = 0; press < times; press += 1) {
    await page.keyboard.press(key);
    const by = await focusHiddenBy(page);
    if (by !== null) hidden.push(by);
  }
  return hidden;
}

/**
 * Presses Tab (or `key`) until `target` has the focus, as a keyboard user reaches a control: no click,
 * no programmatic focus. Fails when it is not reached within `most` presses.
 */
export async function tabTo(page: Page, target: Locator, key = 'Tab', most = 60): Promise<void> {
  for (let press = 0; press < most; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(key);
  }
  await expect(target, `reached with ${key} within ${String(most)} presses`).toBeFocused();
}

/**
 * Chooses `radio` as a keyboard user does: Tab (or `key`) into its group, then the arrow keys to it
 * (which check the radio they reach), Space when it has the focus but not the check (a group with no
 * radio checked yet). No click.
 */
export async function chooseRadio(page: Page, radio: Locator, key = 'Tab', most = 60): Promise<void> {
  const group = await radio.getAttribute('name');
  for (let press = 0; press < most; press += 1) {
    const focused = await page.evaluate(() => {
      const active = document.activeElement;
      return active instanceof HTMLInputElement && active.type === 'radio' ? active.name : null;
    });
    if (focused !== null && focused === group) break;
    await page.keyboard.press(key);
  }
  await tabTo(page, radio, 'ArrowDown', 30);
  if (!(await radio.isChecked())) await page.keyboard.press('Space');
  await expect(radio).toBeChecked();
}

/**
 * Logs in on the open login dialog by keyboard alone: its username field has the focus when it opens
 * (asserted), the password is reached with Tab, Enter sends. In English or Latvian.
 */
export async function logInByKeyboard(
  page: Page,
  username: string,
  password = 'Casino2026!',
  language: 'en' | 'lv' = 'en',
): Promise<void> {
  const labels =
    language === 'en'
      ? { dialog: 'Log in', username: 'Username', password: 'Password' }
      : { dialog: 'Pieslēgšanās', username: 'Lietotājvārds', password: 'Parole' };
  const dialog = page.getByRole('dialog', { name: labels.dialog });
  // Typed the moment the field has the focus, as a player may: keys typed then were once lost (the
  // dialog focused its field before the form could take keys; web/src/ui/dialog.tsx).
  await expect(dialog.getByLabel(labels.username)).toBeFocused();
  await page.keyboard.type(username);
  await expect(dialog.getByLabel(labels.username)).toHaveValue(username);
  await tabTo(page, dialog.getByRole('textbox', { name: labels.password, exact: true }));
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
}
