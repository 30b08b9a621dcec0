import { modal } from '../../kernel/registry.ts';

/**
 * gameModal: one game's details, `?modal=gameModal&game={friendlyUrl}` (games-and-content.md §2). Its
 * view, module and messages load together, when it first opens.
 */
const gameDetailsModal = modal(
  'gameModal',
  async () => {
    const [view, { gameDetailsModule, gameDetailsMessages }] = await Promise.all([
      import('./game-details-modal.tsx'),
      import('./game-details.module.ts'),
    ]);
    return { view: view.default, module: gameDetailsModule, messages: gameDetailsMessages };
  },
  // The friendly URL of the game shown (the login modal's own `game` is another modal's parameter).
  ['game'],
);

export const modals = [gameDetailsModal];
