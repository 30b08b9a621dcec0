import { modalEntry } from '../../kernel/registry.ts';

/** deposit-status-modal: where the pending deposit stands; its view, module and texts load together. */
export const depositStatusModal = modalEntry('deposit-status-modal', 'deposits', async () => {
  const [view, { depositsModule, depositsMessages }] = await Promise.all([
    import('./deposit-status-modal.tsx'),
    import('./deposits.module.ts'),
  ]);
  return { view: view.default, module: depositsModule, messages: depositsMessages };
});
