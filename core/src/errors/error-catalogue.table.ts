import { GENERAL_ERROR_CODE, type ErrorCatalogue, type ErrorDescriptor } from './error-catalogue.port.ts';

/**
 * An ErrorCatalogue over a list of descriptors (the composition root passes the contract's generated
 * catalogue). A code that is not listed resolves to the general error -1, which the list must hold.
 * Given a function instead of the list, it builds the list when a code is first described (once): an
 * app that starts without a failure never builds it.
 */
export class ErrorCatalogueTable implements ErrorCatalogue {
  #entries: readonly ErrorDescriptor[] | (() => readonly ErrorDescriptor[]);
  #byCode: ReadonlyMap<number, ErrorDescriptor> | undefined;

  constructor(entries: readonly ErrorDescriptor[] | (() => readonly ErrorDescriptor[])) {
    this.#entries = entries;
    if (typeof entries !== 'function') this.#index();
  }

  describe(errorCode: number): ErrorDescriptor {
    const byCode = this.#byCode ?? this.#index();
    return byCode.get(errorCode) ?? (byCode.get(GENERAL_ERROR_CODE) as ErrorDescriptor);
  }

  #index(): ReadonlyMap<number, ErrorDescriptor> {
    const entries = typeof this.#entries === 'function' ? this.#entries() : this.#entries;
    const byCode = new Map(entries.map((entry) => [entry.code, entry]));
    if (!byCode.has(GENERAL_ERROR_CODE)) throw new Error('The error catalogue has no general error -1');
    return (this.#byCode = byCode);
  }
}
