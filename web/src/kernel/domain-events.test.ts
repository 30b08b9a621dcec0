import type { DomainEvent } from '@lv-casino/core/shared/domain-event.ts';
import { describe, expect, it } from 'vitest';
import { DOMAIN_EVENT_TYPE, DomainEvents } from './domain-events.ts';

const changed: DomainEvent = { kind: 'LANGUAGE_CHANGED', language: 'ru' };

describe('DomainEvents', () => {
  it('hands every published event to the app’s listeners', () => {
    const events = new DomainEvents(null);
    const heard: DomainEvent[] = [];
    events.subscribe((event) => heard.push(event));

    events.publish([changed, { kind: 'LOGIN', userId: 7 }]);

    expect(heard).toEqual([changed, { kind: 'LOGIN', userId: 7 }]);
  });

  it('broadcasts each event to the page as a DOM event', () => {
    const page = new EventTarget();
    const heard: unknown[] = [];
    page.addEventListener(DOMAIN_EVENT_TYPE, (event) => heard.push((event as CustomEvent).detail));

    new DomainEvents(page).publish([changed]);

    expect(heard).toEqual([changed]);
  });

  it('stops calling a listener that unsubscribed', () => {
    const events = new DomainEvents(null);
    const heard: DomainEvent[] = [];
    const unsubscribe = events.subscribe((event) => heard.push(event));
    unsubscribe();

    events.publish([changed]);

    expect(heard).toEqual([]);
  });
});
