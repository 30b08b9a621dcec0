import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsPlugin from 'ajv-formats';

/*
 * The conformance tests validate responses with their own Ajv 8 (JSON Schema 2020-12) and ajv-formats,
 * not with the sandbox's validator, so the check stays independent of the implementation under test.
 */

export type AjvError = ErrorObject;
export type AjvValidateFunction = ValidateFunction;
export type Ajv2020Instance = Ajv2020;

/** ajv-formats is CommonJS; its default export arrives as the module or under `default`. */
const addFormats = ((addFormatsPlugin as unknown as { default?: typeof addFormatsPlugin }).default ??
  addFormatsPlugin) as (ajv: Ajv2020) => Ajv2020;

/** A new Ajv 2020-12 instance with ajv-formats' formats; strict off for OpenAPI's extra keywords. */
export function createAjv2020(): Ajv2020Instance {
  return addFormats(new Ajv2020({ strict: false, allErrors: true }));
}
