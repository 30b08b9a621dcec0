import { modal } from '../../kernel/registry.ts';

/**
 * splitViewModal: two games side by side, each picked from the split-view category
 * (games-and-content.md §2 and §9). Its view, module and messages load together, when it first opens.
 */
export const modals = [
  modal('splitViewModal', async () => {
    const [view, { splitViewModule, splitViewMessages }] = await Promise.all([
      import('./split-view-modal.tsx'),
      import('./split-view.module.ts'),
    ]);
    return { view: view.default, module: splitViewModule, messages: splitViewMessages };
  }),
];
