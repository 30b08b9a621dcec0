import { ControllableClock } from '@lv-casino/core/testing/controllable-clock.ts';
import { describe, expect, it } from 'vitest';
import { TimedMessage } from './timed-message.ts';

describe('TimedMessage', () => {
  it('gives a new message its own 3000 ms', () => {
    const clock = new ControllableClock();
    const message = new TimedMessage(clock);
    message.show('myProfile.contact.saved');
    clock.advance(2000);

    message.show('myProfile.phone.saved');
    clock.advance(2000);

    expect(message.messageKey).toBe('myProfile.phone.saved');
  });

  it('leaves no timer behind once hidden', () => {
    const clock = new ControllableClock();
    const message = new TimedMessage(clock);
    message.show('myProfile.contact.saved');

    message.hide();

    expect([message.messageKey, clock.pending]).toEqual([null, 0]);
  });
});
