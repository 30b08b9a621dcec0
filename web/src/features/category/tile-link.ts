import type { Game } from '@lv-casino/core/catalogue/catalogue.ts';
import { tilePlayMode } from '@lv-casino/core/game-start/game-links.rule.ts';
import type { Language } from '@lv-casino/core/routing/language.ts';
import { pathOf } from '../../kernel/app-navigator.ts';

/** The path of the play page a game's tile leads to (core's tilePlayMode: real, or demo for a visitor). */
export const tileLink = (game: Game, loggedIn: boolean, language: Language): string =>
  pathOf({ name: 'game-play', mode: tilePlayMode(game, loggedIn), friendlyUrl: game.friendlyUrl }, language);
