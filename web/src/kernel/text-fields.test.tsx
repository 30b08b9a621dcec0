import type { FormErrors } from '@lv-casino/core/session/form-errors.ts';
import { isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import { textFields } from './text-fields.tsx';

/** A form store of two fields, its errors and busy state its own. */
class FakeForm {
  email = 'a@b.lv';
  code = '';
  errors: FormErrors = { code: 'errors.form.required' };
  busy = false;

  set(field: 'email' | 'code', value: string): void {
    this[field] = value;
  }
}

describe('textFields', () => {
  it('gives a field its id under the base, its name, value and read-only state', () => {
    const form = new FakeForm();
    form.busy = true;
    const state = textFields(form, 'f1')('email', 'myProfile.email');
    expect(state).toMatchObject({ id: 'f1-email', name: 'email', value: 'a@b.lv', readOnly: true });
    expect(state.error).toBeUndefined();
    expect(isValidElement(state.label)).toBe(true);
  });

  it("shows a field's error as the catalogue's text", () => {
    const state = textFields(new FakeForm(), 'f1')('code', 'activation.sms.code');
    expect(isValidElement(state.error)).toBe(true);
  });

  it('sets what is typed on the store', () => {
    const form = new FakeForm();
    textFields(form, 'f1')('code', 'activation.sms.code').onValue('1234');
    expect(form.code).toBe('1234');
  });

  it('reads the errors and the busy state from the progress given', () => {
    const form = new FakeForm();
    const state = textFields(form, 'f1', { errors: {}, busy: true })('code', 'activation.sms.code');
    expect(state.error).toBeUndefined();
    expect(state.readOnly).toBe(true);
  });
});
