import { Container, type ContainerModule } from 'inversify';
import { createAppModule, type AppModuleOptions } from './app.module.ts';

/**
 * The app's container: a platform module (the real one in the browser, fake ports in tests) and the
 * app-wide module. Feature modules are loaded later, with their lazy chunks (FeatureModules).
 */
export function createAppContainer(platform: ContainerModule, options: AppModuleOptions): Container {
  const container = new Container();
  container.load(platform, createAppModule(container, options));
  return container;
}
