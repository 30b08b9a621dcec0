import { fail, ok, type Result } from '@lv-casino/core/shared/result.ts';

/** Thrown by DtoReader inside `decode` only; never escapes it. */
class MalformedBody extends Error {}

type Key<Dto> = keyof Dto & string;
type Guard<T> = (value: unknown) => value is T;

const isString: Guard<string> = (value) => typeof value === 'string';
const isBoolean: Guard<boolean> = (value) => typeof value === 'boolean';
const isInteger: Guard<number> = (value): value is number => Number.isInteger(value);
const orNull =
  <T>(guard: Guard<T>): Guard<T | null> =>
  (value) =>
    value === null || guard(value);
const arrayOf =
  <T>(guard: Guard<T>): Guard<T[]> =>
  (value) =>
    Array.isArray(value) && value.every(guard);

const isObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads a response body that is typed by the contract but unchecked at run time. Keys are constrained
 * to the DTO's keys, so a contract change breaks the mapper at compile time; a value of the wrong type
 * aborts the surrounding `decode` with the path of the bad field.
 */
export class DtoReader<Dto> {
  readonly #value: Readonly<Record<string, unknown>>;
  readonly #path: string;

  private constructor(value: Readonly<Record<string, unknown>>, path: string) {
    this.#value = value;
    this.#path = path;
  }

  static of<Dto>(value: unknown, path = 'body'): DtoReader<Dto> {
    if (!isObject(value)) throw new MalformedBody(`${path} is not an object`);
    return new DtoReader<Dto>(value, path);
  }

  static list<Item>(value: unknown, path = 'body'): DtoReader<Item>[] {
    if (!Array.isArray(value)) throw new MalformedBody(`${path} is not an array`);
    return value.map((item, index) => DtoReader.of<Item>(item, `${path}[${String(index)}]`));
  }

  string(key: Key<Dto>): string {
    return this.#read(key, 'a string', isString);
  }

  nullableString(key: Key<Dto>): string | null {
    return this.#read(key, 'a string or null', orNull(isString));
  }

  integer(key: Key<Dto>): number {
    return this.#read(key, 'an integer', isInteger);
  }

  nullableInteger(key: Key<Dto>): number | null {
    return this.#read(key, 'an integer or null', orNull(isInteger));
  }

  boolean(key: Key<Dto>): boolean {
    return this.#read(key, 'a boolean', isBoolean);
  }

  nullableBoolean(key: Key<Dto>): boolean | null {
    return this.#read(key, 'a boolean or null', orNull(isBoolean));
  }

  /** Whether a field is null (or absent): for a field that is an object or null. */
  isNull(key: Key<Dto>): boolean {
    return this.#value[key] === null || this.#value[key] === undefined;
  }

  oneOf<const Allowed extends string>(key: Key<Dto>, allowed: readonly Allowed[]): Allowed {
    const isAllowed = (value: unknown): value is Allowed => (allowed as readonly unknown[]).includes(value);
    return this.#read(key, `one of ${allowed.join(', ')}`, isAllowed);
  }

  integers(key: Key<Dto>): number[] {
    return this.#read(key, 'an array of integers', arrayOf(isInteger));
  }

  strings(key: Key<Dto>): string[] {
    return this.#read(key, 'an array of strings', arrayOf(isString));
  }

  object<Item>(key: Key<Dto>): DtoReader<Item> {
    return DtoReader.of<Item>(this.#value[key], `${this.#path}.${key}`);
  }

  objects<Item>(key: Key<Dto>): DtoReader<Item>[] {
    return DtoReader.list<Item>(this.#value[key], `${this.#path}.${key}`);
  }

  #read<T>(key: Key<Dto>, expected: string, accepts: (value: unknown) => value is T): T {
    const value = this.#value[key];
    if (!accepts(value)) throw new MalformedBody(`${this.#path}.${key} is not ${expected}`);
    return value;
  }
}

/** Runs a mapping over DtoReaders; a malformed field becomes a failure naming it. Other errors are bugs and throw. */
export const decode = <T>(read: () => T): Result<T, string> => {
  try {
    return ok(read());
  } catch (error) {
    if (error instanceof MalformedBody) return fail(error.message);
    throw error;
  }
};

/** Throws inside `decode` when a body fails a check the reader methods do not cover. */
export const malformed = (reason: string): never => {
  throw new MalformedBody(reason);
};
