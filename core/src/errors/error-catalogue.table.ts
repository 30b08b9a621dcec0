import { GENERAL_ERROR_CODE, type ErrorCatalogue, type ErrorDescriptor } from './error-catalogue.port.ts';

/** The codes of a table and its general error -1, which the list must hold. */
interface Indexed {
  readonly byCode: ReadonlyMap<number, ErrorDescriptor>;
  readonly general: ErrorDescriptor;
}

function indexed(entries: readonly ErrorDescriptor[]): Indexed {
  const byCode = new Map(entries.map((entry) => [entry.code, entry]));
  const general = byCode.get(GENERAL_ERROR_CODE);
  if (general === undefined) throw new Error('The error catalogue has no general error -1');
  return { byCode, general };
}

/**
 * An ErrorCatalogue over a list of descriptors (the composition root passes the contract's generated
 * catalogue). A code that is not listed resolves to the general error -1, which the list must hold.
 * Given a function instead of the list, it builds the list when a code is first described: an app
 * that starts without a failure never builds it.
 */
export class ErrorCatalogueTable implements ErrorCatalogue {
  #table: Indexed | (() => readonly ErrorDescriptor[]);

  constructor(entries: readonly ErrorDescriptor[] | (() => readonly ErrorDescriptor[])) {
    this.#table = typeof entries === 'function' ? entries : indexed(entries);
  }

  describe(errorCode: number): ErrorDescriptor {
    if (typeof this.#table === 'function') this.#table = indexed(this.#table());
    return this.#table.byCode.get(errorCode) ?? this.#table.general;
  }
}
