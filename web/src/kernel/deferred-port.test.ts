import type { ApiFailure } from '@lv-casino/core/errors/api-failure.ts';
import { ok, type Result } from '@lv-casino/core/shared/result.ts';
import { describe, expect, it } from 'vitest';
import { deferredPort } from './deferred-port.ts';

interface GreetingPort {
  greet(name: string): Promise<Result<string, ApiFailure>>;
}

class Greeter implements GreetingPort {
  greet(name: string): Promise<Result<string, ApiFailure>> {
    return Promise.resolve(ok(`Sveiki, ${name}`));
  }
}

describe('deferredPort', () => {
  it('loads the adapter on the first call and forwards it', async () => {
    let loads = 0;
    const port = deferredPort<GreetingPort>(() => {
      loads += 1;
      return Promise.resolve(new Greeter());
    });

    await port.greet('Anna');
    expect([await port.greet('Jānis'), loads]).toEqual([ok('Sveiki, Jānis'), 1]);
  });

  it('answers with a transport failure when the chunk cannot load, and tries again next time', async () => {
    let attempt = 0;
    const port = deferredPort<GreetingPort>(() => {
      attempt += 1;
      return attempt === 1
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : Promise.resolve(new Greeter());
    });

    expect(await port.greet('Anna')).toMatchObject({ ok: false, error: { kind: 'transport' } });
    expect(await port.greet('Anna')).toEqual(ok('Sveiki, Anna'));
  });

  it('loads nothing before a call, even when awaited as a value', async () => {
    let loads = 0;
    const port = deferredPort<GreetingPort>(() => {
      loads += 1;
      return Promise.resolve(new Greeter());
    });

    await Promise.resolve(port);

    expect(loads).toBe(0);
  });
});
