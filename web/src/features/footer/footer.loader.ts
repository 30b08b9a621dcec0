import type { LoadedFeature } from '../../kernel/registry.ts';

/**
 * The footer's view, module and texts. A chunk of its own, so the first paint names one file for the
 * footer rather than every chunk it needs.
 */
export async function loadFooter(): Promise<LoadedFeature<object>> {
  return (await import('./footer.chunk.ts')).footerFeature;
}
