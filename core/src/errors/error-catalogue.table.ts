import { GENERAL_ERROR_CODE, type ErrorCatalogue, type ErrorDescriptor } from './error-catalogue.port.ts';

/**
 * An ErrorCatalogue over a list of descriptors (the composition root passes the contract's generated
 * catalogue). A code that is not listed resolves to the general error -1, which the list must hold.
 */
export class ErrorCatalogueTable implements ErrorCatalogue {
  readonly #byCode: ReadonlyMap<number, ErrorDescriptor>;
  readonly #general: ErrorDescriptor;

  constructor(entries: readonly ErrorDescriptor[]) {
    this.#byCode = new Map(entries.map((entry) => [entry.code, entry]));
    const general = this.#byCode.get(GENERAL_ERROR_CODE);
    if (general === undefined) throw new Error('The error catalogue has no general error -1');
    this.#general = general;
  }

  describe(errorCode: number): ErrorDescriptor {
    return this.#byCode.get(errorCode) ?? this.#general;
  }
}
