import type { AnalyticsPort, TrackingEvent } from '../analytics/analytics.port.ts';

/** An AnalyticsPort that keeps what it was given. */
export class RecordingAnalytics implements AnalyticsPort {
  readonly events: TrackingEvent[] = [];

  track(event: TrackingEvent): void {
    this.events.push(event);
  }
}
