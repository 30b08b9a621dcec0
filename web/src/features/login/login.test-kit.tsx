import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { renderApp, type RenderAppOptions, type TestApp } from '../../testing/test-app.tsx';

/** The login modal's name by the language of the page. */
const DIALOG_NAMES = { en: 'Log in', lv: 'Pieslēgšanās' } as const;

/**
 * The app at /{language}/casino with the login modal open (the default ports unless given); resolves
 * with the app and the modal once it shows.
 */
export async function openLoginModal(
  options: RenderAppOptions & { readonly language?: keyof typeof DIALOG_NAMES } = {},
): Promise<TestApp & { readonly dialog: HTMLElement }> {
  const { language = 'en' } = options;
  const app = renderApp(`/${language}/casino?modal=login`, options);
  const dialog = await screen.findByRole('dialog', { name: DIALOG_NAMES[language] });
  return { ...app, dialog };
}

/** Types a username and a password (with `{Enter}` at its end to submit) into the English modal. */
export async function typeCredentials(
  { user, dialog }: { readonly user: UserEvent; readonly dialog: HTMLElement },
  username: string,
  password: string,
): Promise<void> {
  await user.type(within(dialog).getByLabelText('Username'), username);
  await user.type(within(dialog).getByLabelText('Password'), password);
}
