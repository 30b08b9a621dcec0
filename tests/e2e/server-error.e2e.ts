import { expect, type Page } from '@playwright/test';
import { test } from './e2e-kit.ts';

/**
 * Journey: the server fails a login with HTTP 500 (armed through the sandbox's control API). The
 * player, who opened the login from the header, sees the error toast and then the error modal instead
 * of the login modal, goes back to the casino, and logs in fine on the next try. In Russian, to prove
 * the feedback is translated.
 */

const ANNA = { username: 'anna', password: 'Casino2026!' };

async function logIn(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Вход' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Имя пользователя').fill(ANNA.username);
  await dialog.getByRole('textbox', { name: 'Пароль', exact: true }).fill(ANNA.password);
  await dialog.getByRole('textbox', { name: 'Пароль', exact: true }).press('Enter');
}

test('an HTTP 500 shows the error modal, and the casino stays usable after it', async ({ page, request }) => {
  await page.goto('/ru/casino');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Войти' }).click();
  const armed = await request.post('/__sandbox/failures', {
    data: { operationId: 'login', httpStatus: 500 },
  });
  expect(armed.status()).toBe(201);

  await logIn(page);

  await expect(
    page.getByText('Сервер не смог обработать запрос. Пожалуйста, попробуйте ещё раз.'),
  ).toBeVisible();
  const errorModal = page.getByRole('alertdialog', { name: 'Что-то пошло не так' });
  await expect(errorModal).toBeVisible();
  await expect(page).toHaveURL(/[?&]modal=errorModal/);
  await expect(page.getByRole('dialog', { name: 'Вход' })).toBeHidden();

  await errorModal.getByRole('button', { name: 'Назад в казино' }).click();
  await expect(errorModal).toBeHidden();
  await expect(page).toHaveURL(/\/ru\/casino$/);

  await header.getByRole('button', { name: 'Войти' }).click();
  await logIn(page);
  // Her balance (journeys before this one may have withdrawn from it).
  await expect(header).toContainText(/\d\.\d{2} EUR/);
});

test('a deep link to the install prompt without a browser offer says how to add the site, and closing it returns focus', async ({
  page,
}) => {
  await page.goto('/lv/casino?modal=promptModal');
  const note = page.getByRole('dialog', { name: 'Instalē LV Casino lietotni' });
  await expect(note).toBeVisible();
  await expect(note).toContainText('Pievienot sākuma ekrānam');
  await expect(note.getByRole('button', { name: 'Aizvērt', exact: true }).last()).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(note).toBeHidden();
  await expect(page).toHaveURL(/\/lv\/casino$/);
  await expect(page.locator('body')).not.toBeFocused();
});
