import { describe, expect, it } from 'vitest';
import { mixed, object, string, ValidationError } from 'yup';
import { formErrors } from './form-errors.ts';

const schema = object({
  a: string().default('').required('a.required').min(3, 'a.short'),
  b: string().default('').required('b.required'),
});

describe('formErrors', () => {
  it('is null for valid values', () => {
    expect(formErrors(schema, { a: 'abc', b: 'x' })).toBeNull();
  });

  it('reports every invalid field with its first error', () => {
    expect(formErrors(schema, { a: '', b: '' })).toEqual({ a: 'a.required', b: 'b.required' });
  });

  it('reports an error of a schema without fields at the empty path', () => {
    expect(formErrors(string().required('value.required'), '')).toEqual({ '': 'value.required' });
  });

  it('reports an error that carries no path at the empty path', () => {
    expect(
      formErrors(
        mixed().test('custom', 'never', () => new ValidationError('custom.key')),
        'x',
      ),
    ).toEqual({
      '': 'custom.key',
    });
  });

  it('throws what is not a validation error', () => {
    const broken = string().test('boom', 'never', () => {
      throw new Error('bug');
    });
    expect(() => formErrors(broken, 'x')).toThrow('bug');
  });
});
