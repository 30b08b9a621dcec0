import { beforeEach, describe, expect, it } from 'vitest';
import { FakeContentPort } from '../testing/content-port.fake.ts';
import { createApiFailure } from '../testing/failure.builder.ts';
import { UnsubscribeUseCase } from './unsubscribe.use-case.ts';

let content: FakeContentPort;
let unsubscribe: UnsubscribeUseCase;
const home = { kind: 'navigate', to: { name: 'home' } };

beforeEach(() => {
  content = new FakeContentPort();
  unsubscribe = new UnsubscribeUseCase(content);
});

describe('UnsubscribeUseCase', () => {
  it('calls unsubscribe with the u parameter', async () => {
    await unsubscribe.execute('?u=abc%3D%3D');
    expect(content.unsubscribeCalls).toEqual(['abc==']);
  });

  it('goes home afterwards', async () => {
    expect(await unsubscribe.execute('?u=abc')).toEqual(home);
  });

  it('ignores a failure and still goes home', async () => {
    content.failure = createApiFailure(41);
    expect(await unsubscribe.execute('?u=abc')).toEqual(home);
  });

  it('makes no call without a u parameter', async () => {
    const intent = await unsubscribe.execute('');
    expect({ intent, calls: content.unsubscribeCalls }).toEqual({ intent: home, calls: [] });
  });
});
