import { expect, type Page } from '@playwright/test';

/** WCAG 2.2's minimum target (2.5.8, AA), in CSS px. */
export const MIN_TARGET_PX = 24;

/**
 * The page's controls (or those `within` one part of it) whose target is smaller than 24×24 CSS px,
 * named to find them. Stricter than axe's `target-size`, which passes a small target that has room
 * around it: here every control is at least 24×24, as the product promises. WCAG's own exceptions
 * stay: a link inside a sentence (inline, with text around it), and a native checkbox or radio the
 * page has not restyled. A visually hidden input counts by its label, which is then the target.
 */
export function smallTargets(page: Page, within?: string): Promise<readonly string[]> {
  return page.evaluate(
    ([scope, min]) => {
      const root = scope === undefined ? document.body : document.querySelector(scope);
      if (root === null) return [];
      const controls = root.querySelectorAll<HTMLElement>(
        [
          'a[href]',
          'button',
          'input:not([type="hidden"])',
          'select',
          'textarea',
          'summary',
          '[role="button"]',
          '[role="link"]',
          '[role="tab"]',
          '[role="checkbox"]',
          '[role="radio"]',
          '[role="switch"]',
          '[role="menuitem"]',
          '[role="option"]',
        ].join(', '),
      );
      const shown = (element: HTMLElement): boolean => {
        const style = getComputedStyle(element);
        return style.visibility !== 'hidden' && element.getClientRects().length > 0;
      };
      const inSentence = (element: HTMLElement): boolean => {
        if (getComputedStyle(element).display !== 'inline') return false;
        const block = element.parentElement;
        const own = element.textContent.trim().length;
        return block !== null && block.textContent.trim().length > own;
      };
      const nativeChoice = (element: HTMLElement): boolean =>
        element instanceof HTMLInputElement &&
        (element.type === 'checkbox' || element.type === 'radio') &&
        getComputedStyle(element).appearance !== 'none';
      // A "stretched" link: its ::after (or ::before) covers the box it is positioned in (a game tile).
      const stretchedOver = (element: HTMLElement): HTMLElement | null => {
        for (const pseudo of ['::after', '::before']) {
          const style = getComputedStyle(element, pseudo);
          if (style.content !== 'none' && style.position === 'absolute' && element.offsetParent !== null)
            return element.offsetParent as HTMLElement;
        }
        return null;
      };
      const targetOf = (element: HTMLElement): HTMLElement => {
        const stretched = stretchedOver(element);
        if (stretched !== null) return stretched;
        const box = element.getBoundingClientRect();
        if (element instanceof HTMLInputElement && (box.width <= 1 || box.height <= 1)) {
          const label = element.labels?.[0];
          if (label !== undefined) return label;
        }
        return element;
      };
      const nameOf = (element: HTMLElement): string => {
        const label =
          element.getAttribute('aria-label') ??
          (element.textContent.trim() || element.getAttribute('title') || element.getAttribute('name'));
        const classes = [...element.classList].slice(0, 2).join('.');
        return `${element.tagName.toLowerCase()}${classes === '' ? '' : `.${classes}`} “${(label ?? '').slice(0, 40)}”`;
      };
      const small: string[] = [];
      for (const control of controls) {
        if (control.closest('[aria-hidden="true"], [inert]') !== null) continue;
        if (!shown(control) || control.matches(':disabled')) continue;
        if (inSentence(control) || nativeChoice(control)) continue;
        const target = targetOf(control);
        const { width, height } = target.getBoundingClientRect();
        if (width + 0.5 < min || height + 0.5 < min)
          small.push(`${nameOf(control)} ${String(Math.round(width))}×${String(Math.round(height))}`);
      }
      return small;
    },
    [within, MIN_TARGET_PX] as const,
  );
}

/** Every control of the page (or of its part `within`) is at least 24×24 CSS px (see smallTargets). */
export async function expectTargetsAtLeast24(page: Page, within?: string): Promise<void> {
  expect(
    await smallTargets(page, within),
    `controls smaller than ${String(MIN_TARGET_PX)}×${String(MIN_TARGET_PX)} px`,
  ).toEqual([]);
}

/**
 * Credential fields (passwords, one-time codes, usernames, e-mail) that a password manager or the
 * browser cannot fill: no `autocomplete` token, or `off` (WCAG 3.3.8, accessible authentication). Paste
 * itself is never blocked: the app has no paste handler that prevents it (login only notes a paste).
 */
export function unfillableCredentials(page: Page, within?: string): Promise<readonly string[]> {
  return page.evaluate((scope) => {
    const root = scope === undefined ? document.body : document.querySelector(scope);
    if (root === null) return [];
    const fields = root.querySelectorAll<HTMLInputElement>(
      'input[type="password"], input[type="email"], input[name="username"], input[name="code"], input[name="email"]',
    );
    return [...fields]
      .filter((field) => {
        const token = field.getAttribute('autocomplete')?.trim() ?? '';
        return token === '' || token === 'off';
      })
      .map((field) => `input[name="${field.name}"][type="${field.type}"]`);
  }, within);
}
