/**
 * The permissions a game's frame gets (the game-play page, the split view): scripts, its own storage
 * and forms, popups it opens (cashier, rules). Nothing else: no top navigation, no downloads, no
 * pointer lock or modals beyond what these allow.
 */
export const GAME_FRAME_SANDBOX =
  'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';
