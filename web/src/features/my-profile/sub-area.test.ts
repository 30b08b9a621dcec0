import type { ProfileLoadOutcome } from '@lv-casino/core/profile/profile-refusal.rule.ts';
import { ControllableClock } from '@lv-casino/core/testing/controllable-clock.ts';
import type { ErrorDescriptor } from '@lv-casino/core/errors/error-catalogue.port.ts';
import { describe, expect, it } from 'vitest';
import { SubArea } from './sub-area.ts';

/** A read whose answers the test gives, one per load. */
function answeredRead() {
  const pending: ((outcome: ProfileLoadOutcome<string>) => void)[] = [];
  return {
    read: () =>
      new Promise<ProfileLoadOutcome<string>>((resolve) => {
        pending.push(resolve);
      }),
    answer: async (outcome: ProfileLoadOutcome<string>) => {
      pending.shift()?.(outcome);
      await Promise.resolve();
    },
  };
}

const FAILURE: ErrorDescriptor = {
  code: -1,
  messageKey: 'errors.general',
  clientAction: 'show-message',
};

describe('SubArea', () => {
  it('shows its data loading, then as it loaded, handing it to its store', async () => {
    const { read, answer } = answeredRead();
    const taken: string[] = [];
    const area = new SubArea(new ControllableClock(), read, (value) => taken.push(value));
    const loading = area.load();
    const before = area.data.kind;

    await answer({ kind: 'loaded', value: 'data' });
    await loading;

    expect([before, area.data, taken]).toEqual(['loading', { kind: 'ready', value: 'data' }, ['data']]);
  });

  it('says why it failed, and loads again on a retry', async () => {
    const { read, answer } = answeredRead();
    const area = new SubArea(new ControllableClock(), read);
    const failing = area.load();
    await answer({ kind: 'failed', error: FAILURE });
    await failing;
    const failed = area.data;

    const retry = area.load();
    await answer({ kind: 'loaded', value: 'data' });
    await retry;

    expect([failed, area.data]).toEqual([
      { kind: 'failed', messageKey: FAILURE.messageKey },
      { kind: 'ready', value: 'data' },
    ]);
  });

  it('changes its data as a save answered only once it is there', async () => {
    const { read, answer } = answeredRead();
    const area = new SubArea(new ControllableClock(), read);
    area.update((value) => `${value}!`);
    const before = area.data.kind;
    const loading = area.load();
    await answer({ kind: 'loaded', value: 'data' });
    await loading;

    area.update((value) => `${value}!`);

    expect([before, area.data]).toEqual(['loading', { kind: 'ready', value: 'data!' }]);
  });

  it('drops what arrives after the showing ended and hides its message', async () => {
    const { read, answer } = answeredRead();
    const taken: string[] = [];
    const area = new SubArea(new ControllableClock(), read, (value) => taken.push(value));
    const loading = area.load();
    area.message.show('myProfile.contact.saved');

    area.end();
    await answer({ kind: 'loaded', value: 'data' });
    await loading;

    expect([area.data.kind, taken, area.message.messageKey]).toEqual(['loading', [], null]);
  });
});
