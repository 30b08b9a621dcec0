import { createRequire } from 'node:module';

/** An Ajv validation error (the fields the conformance tests report). */
export interface AjvError {
  readonly instancePath: string;
  readonly keyword: string;
  readonly message?: string;
}

export interface AjvValidateFunction {
  (data: unknown): boolean;
  errors?: readonly AjvError[] | null;
}

/** The parts of Ajv 8's JSON Schema 2020-12 build that the conformance tests use. */
export interface Ajv2020Instance {
  addSchema(schema: object, key: string): Ajv2020Instance;
  addFormat(
    name: string,
    format: true | { readonly type: 'number'; readonly validate: (value: number) => boolean },
  ): Ajv2020Instance;
  compile(schema: object): AjvValidateFunction;
}

type Ajv2020Constructor = new (options: { strict: boolean; allErrors: boolean }) => Ajv2020Instance;
type FormatsPlugin = (ajv: Ajv2020Instance) => Ajv2020Instance;

/*
 * Ajv 8 (2020-12 build) and ajv-formats 3 are dependencies of the sandbox, not (yet) of tests: the
 * root node_modules holds Ajv 6 for ESLint. They are loaded from the sandbox package's resolution;
 * the sandbox's own validator is not used, so this check stays independent of it.
 */
const requireFromSandbox = createRequire(new URL('../../../sandbox/package.json', import.meta.url));

/** The CommonJS module itself, or its `default` when it has one. */
function defaultExport(module: unknown): unknown {
  return (module as { default?: unknown }).default ?? module;
}

/** A new Ajv 2020-12 instance with ajv-formats' formats; strict off for OpenAPI's extra keywords. */
export function createAjv2020(): Ajv2020Instance {
  const Ajv2020 = defaultExport(requireFromSandbox('ajv/dist/2020.js')) as Ajv2020Constructor;
  const addFormats = defaultExport(requireFromSandbox('ajv-formats')) as FormatsPlugin;
  return addFormats(new Ajv2020({ strict: false, allErrors: true }));
}
