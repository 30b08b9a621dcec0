import { expect } from '@playwright/test';
import { test } from './e2e-kit.ts';
import { hiddenFocusWhilePressing } from './keyboard.check.ts';

/**
 * The keyboard's focus, through a category's grid of games, is never hidden under the sticky header
 * (going back up with Shift+Tab, each tile scrolls in at the top) nor, on a phone, under the bottom bar
 * (going down with Tab, each scrolls in at the bottom): WCAG 2.4.11.
 */
test(
  'the keyboard’s focus is never hidden under the header or the bottom bar',
  { tag: '@phone' },
  async ({ page }) => {
    await page.goto('/lv/casino/popular');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main a[href*="/game-play/"]').nth(7)).toBeVisible();
    const down = await hiddenFocusWhilePressing(page, 'Tab', 50);
    const up = await hiddenFocusWhilePressing(page, 'Shift+Tab', 50);
    expect([...down, ...up]).toEqual([]);
  },
);
