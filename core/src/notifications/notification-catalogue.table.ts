import type { NotificationCatalogue, NotificationDescriptor } from './customer-notification.ts';

/** A NotificationCatalogue over a list of descriptors (the composition root passes the generated one). */
export class NotificationCatalogueTable implements NotificationCatalogue {
  readonly #byType: ReadonlyMap<string, NotificationDescriptor>;

  constructor(entries: readonly NotificationDescriptor[]) {
    this.#byType = new Map(entries.map((entry) => [entry.notificationType, entry]));
  }

  describe(notificationType: string): NotificationDescriptor | undefined {
    return this.#byType.get(notificationType);
  }
}
