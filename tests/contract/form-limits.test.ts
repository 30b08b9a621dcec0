import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOGIN_MAX_LENGTH } from '@lv-casino/core/session/login.schema.ts';

interface Schema {
  readonly properties: Readonly<Record<string, { readonly maxLength?: number }>>;
}

const openapi = JSON.parse(
  readFileSync(new URL('../../contracts/bundled/openapi.json', import.meta.url), 'utf8'),
) as { readonly components: { readonly schemas: Readonly<Record<string, Schema>> } };

describe("the forms' limits are the contract's", () => {
  it('the login form stops at the maxLength of LoginRequest', () => {
    const { properties } = openapi.components.schemas['LoginRequest'] ?? { properties: {} };
    expect(LOGIN_MAX_LENGTH).toEqual({
      username: properties['username']?.maxLength,
      password: properties['password']?.maxLength,
    });
  });
});
