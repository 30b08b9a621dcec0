import type { LoadedFeature } from '../../kernel/registry.ts';

/**
 * The category, provider and collection pages' view, module and messages. A chunk of its own, so the
 * first paint's route table names one file for them rather than every chunk they need.
 */
export async function loadCategoryPage(): Promise<LoadedFeature<object>> {
  return (await import('./category.chunk.ts')).categoryPage;
}
