import type { LoadedFeature } from '../../kernel/registry.ts';

/**
 * The game page's view, module and messages. A chunk of its own, so the first paint's route table
 * names one file for the game page rather than every chunk it needs.
 */
export async function loadGamePlay(): Promise<LoadedFeature<object>> {
  return (await import('./game-play.chunk.ts')).gamePlayFeature;
}
