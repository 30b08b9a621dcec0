import { firstPaintTexts } from '../../i18n/first-paint-texts.ts';
import type { HeaderContribution } from '../../kernel/registry.ts';
import Header from './header.tsx';

/** The header of every page and its texts: part of the first paint, so loaded with start-up. */
export const header: HeaderContribution = {
  view: Header,
  messages: firstPaintTexts('header'),
};
