import type { LoadedFeature } from '../../kernel/registry.ts';

/**
 * The result page's view, module and messages. A chunk of its own, so the first paint's route table
 * names one file for the deposit result pages rather than every chunk they need.
 */
export async function loadDepositResult(): Promise<LoadedFeature<object>> {
  const [view, { depositsModule, depositsMessages }] = await Promise.all([
    import('./deposit-result-page.tsx'),
    import('./deposits.module.ts'),
  ]);
  return { view: view.default, module: depositsModule, messages: depositsMessages };
}
