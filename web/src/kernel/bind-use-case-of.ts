import type { ContainerModuleLoadOptions, ServiceIdentifier } from 'inversify';

/**
 * Binds core's `useCase`, built from the services bound to `dependencies` (in its constructor's order:
 * its ports, the error catalogue, another use-case), as one instance for the app, unless a module
 * loaded before bound it (features may not import each other: the first to load wins). A use-case of
 * one port and the catalogue is `bindUseCase`; one that takes an object of dependencies is bound with
 * `bind(Token).toDynamicValue(…)`.
 */
export function bindUseCaseOf<Deps extends readonly unknown[]>(
  { bind, isBound }: Pick<ContainerModuleLoadOptions, 'bind' | 'isBound'>,
  useCase: new (...dependencies: Deps) => object,
  dependencies: { readonly [K in keyof Deps]: ServiceIdentifier<Deps[K]> },
): void {
  if (isBound(useCase)) return;
  bind(useCase)
    .toDynamicValue((context) => {
      const resolved: unknown[] = dependencies.map((token: ServiceIdentifier) => context.get(token));
      return new useCase(...(resolved as unknown as Deps));
    })
    .inSingletonScope();
}
