import type { ContainerModule } from 'inversify';

/**
 * The account's platform module. A chunk of its own, so the first paint names one file for it
 * rather than every chunk it needs.
 */
export async function loadAccountPlatformModule(scope: Window): Promise<ContainerModule> {
  return (await import('./platform-account.module.ts')).createAccountPlatformModule(scope);
}
