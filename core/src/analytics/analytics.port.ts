import type { DomainEvent } from '../shared/domain-event.ts';

/** The tracking events a tag manager receives (games-and-content.md §4: first and repeat deposit). */
export type TrackingEvent = Extract<DomainEvent, { readonly kind: 'FIRST_DEPOSIT' | 'REPEAT_DEPOSIT' }>;

/** Where tracking events go: a tag manager's data layer in production, the console in development. */
export interface AnalyticsPort {
  track(event: TrackingEvent): void;
}
export const AnalyticsPort = Symbol('AnalyticsPort');
