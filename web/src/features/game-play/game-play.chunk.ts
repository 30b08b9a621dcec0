import GamePlayPage from './game-play-page.tsx';
import { gamePlayMessages, gamePlayModule } from './game-play.module.ts';

/** What the route loads: the page, the feature's module and its messages. */
export const gamePlayFeature = { view: GamePlayPage, module: gamePlayModule, messages: gamePlayMessages };
