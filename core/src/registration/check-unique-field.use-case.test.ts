import { beforeEach, describe, expect, it } from 'vitest';
import { fail } from '../shared/result.ts';
import { createApiFailure } from '../testing/failure.builder.ts';
import { FakeRegistrationPort } from '../testing/registration-port.fake.ts';
import { createRegistrationSettings } from '../testing/registration.builder.ts';
import { CheckUniqueFieldUseCase } from './check-unique-field.use-case.ts';

const settings = createRegistrationSettings({ uniqueFields: ['username', 'mobilePhone'] });
let registration: FakeRegistrationPort;
let check: CheckUniqueFieldUseCase;

beforeEach(() => {
  registration = new FakeRegistrationPort();
  check = new CheckUniqueFieldUseCase(registration);
});

describe('CheckUniqueFieldUseCase', () => {
  it('asks the server about a listed field', async () => {
    await check.execute('mobilePhone', '+37126123456', settings);
    expect(registration.validateUniqueCalls).toEqual([{ field: 'mobilePhone', value: '+37126123456' }]);
  });

  it('is unique when the server says so', async () => {
    expect(await check.execute('username', 'liga', settings)).toEqual({ kind: 'unique' });
  });

  it('is taken with registration.error.<field>.taken', async () => {
    registration.taken.username = ['anna'];
    expect(await check.execute('username', 'anna', settings)).toEqual({
      kind: 'taken',
      messageKey: 'registration.error.username.taken',
    });
  });

  it('does not ask about a field outside registrationUniqueFields', async () => {
    const outcome = await check.execute('email', 'a@b.lv', settings);
    expect([outcome, registration.validateUniqueCalls.length]).toEqual([{ kind: 'not-checked' }, 0]);
  });

  it('does not ask about an empty value', async () => {
    expect(await check.execute('username', '', settings)).toEqual({ kind: 'not-checked' });
  });

  it('is unavailable when the call fails, so the form does not block', async () => {
    registration.validateUniqueResult = fail(createApiFailure(41));
    expect(await check.execute('username', 'liga', settings)).toEqual({ kind: 'unavailable' });
  });
});
