import type { ContainerModuleLoadOptions } from 'inversify';
import type { ApiFailure } from '@lv-casino/core/errors/api-failure.ts';
import { fail, type Result } from '@lv-casino/core/shared/result.ts';

/** A request/response port: every method answers a Result. */
type CallPort<T> = { readonly [K in keyof T]: (...args: never[]) => Promise<Result<unknown, ApiFailure>> };

/**
 * A port whose adapter is a chunk of its own, loaded on the first call (the adapters only a player with
 * a session needs stay out of a visitor's first paint). A chunk that cannot load answers that call
 * with a transport failure, as a call without a response would, and is tried again on the next call.
 */
export function deferredPort<T extends CallPort<T>>(load: () => Promise<T>): T {
  let port: Promise<T> | null = null;
  const forward =
    (method: PropertyKey) =>
    async (...args: never[]): Promise<Result<unknown, ApiFailure>> => {
      let adapter: T;
      try {
        adapter = await (port ??= load());
      } catch (error) {
        port = null;
        return fail({
          kind: 'transport',
          message: error instanceof Error ? `${error.name}: ${error.message}` : 'Chunk load failed',
        });
      }
      const call = adapter[method as keyof T] as (
        ...forwarded: never[]
      ) => Promise<Result<unknown, ApiFailure>>;
      return call.apply(adapter, args);
    };
  // Not a thenable (a container awaiting it would load the chunk), and no method under a symbol.
  return new Proxy({} as T, {
    get: (_target, method) => (method === 'then' || typeof method === 'symbol' ? undefined : forward(method)),
  });
}

/** The `bind` of a container module (what bindDeferredGroup needs of it). */
type Bind = ContainerModuleLoadOptions['bind'];

/**
 * Binds each port of `ports` to its adapter class (by its export name) in the adapter group `load`
 * imports, built with the container's `client`: one chunk per group, loaded by the first call to any
 * of its ports.
 */
export function bindDeferredGroup<Group>(
  bind: Bind,
  client: symbol,
  load: () => Promise<Group>,
  ports: { readonly [Adapter in keyof Group]?: symbol },
): void {
  for (const [adapter, port] of Object.entries(ports) as [keyof Group, symbol][]) {
    bind(port)
      .toDynamicValue((context) => {
        const api = context.get(client);
        return deferredPort(async () => new ((await load())[adapter] as new (api: unknown) => never)(api));
      })
      .inSingletonScope();
  }
}
