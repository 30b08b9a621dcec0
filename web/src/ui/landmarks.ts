/** The page content behind a dialog (a modal dialog, in the top layer, leaves it inert). */
export const APP_SHELL_ID = 'app-shell';

/** The page's main content (focusable); focus lands there when a dialog's opener is gone. */
export const MAIN_CONTENT_ID = 'main';
