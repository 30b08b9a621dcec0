import { firstPaintTexts } from '../i18n/first-paint-texts.ts';

/** The app's own texts (shell, boot, errors and notifications of the contract's catalogues, feedback). */
export const appMessages = firstPaintTexts('app');
