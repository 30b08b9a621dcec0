import { ErrorCatalogue } from '@lv-casino/core/errors/error-catalogue.port.ts';
import type { ContainerModuleLoadOptions, ServiceIdentifier } from 'inversify';

/**
 * Binds core's `useCase`, built from the port bound to `port` and the error catalogue (a use-case of
 * one port ignores the catalogue), as one instance for the app, unless a module loaded before bound it:
 * features may not import each other, so each binds what it runs and the first to load wins.
 * Any other binding is `bind(Token).toDynamicValue((context) => new X({ y: context.get(Y) }))`.
 */
export function bindUseCase<Port>(
  { bind, isBound }: Pick<ContainerModuleLoadOptions, 'bind' | 'isBound'>,
  useCase: new (port: Port, errors: ErrorCatalogue) => object,
  port: ServiceIdentifier<Port>,
): void {
  if (isBound(useCase)) return;
  bind(useCase)
    .toDynamicValue((context) => new useCase(context.get(port), context.get<ErrorCatalogue>(ErrorCatalogue)))
    .inSingletonScope();
}
