import { describe, expect, it } from 'vitest';
import { ErrorCatalogueTable } from '../errors/error-catalogue.table.ts';
import { fail } from '../shared/result.ts';
import { createApiFailure } from '../testing/failure.builder.ts';
import { CONTRACT_ERROR_TABLE } from '../testing/generated/error-catalogue.fixture.ts';
import { FakeProfilePort } from '../testing/profile-port.fake.ts';
import { CheckProfileFieldUniqueUseCase } from './check-profile-field-unique.use-case.ts';

const errors = new ErrorCatalogueTable(CONTRACT_ERROR_TABLE);
const LISTED = ['username', 'email', 'mobilePhone'] as const;

const setUp = () => {
  const profile = new FakeProfilePort();
  return { profile, useCase: new CheckProfileFieldUniqueUseCase(profile, errors) };
};

describe('CheckProfileFieldUniqueUseCase', () => {
  it('answers a free e-mail unique', async () => {
    const { profile, useCase } = setUp();

    expect(await useCase.execute('email', 'anna.new@example.lv', LISTED)).toEqual({ kind: 'unique' });
    expect(profile.calls).toEqual([{ call: 'validateUnique', field: 'email', value: 'anna.new@example.lv' }]);
  });

  it('answers a used e-mail taken, with the text of 13', async () => {
    const { profile, useCase } = setUp();
    profile.taken.add('janis@example.lv');

    expect(await useCase.execute('email', 'janis@example.lv', LISTED)).toEqual({
      kind: 'taken',
      messageKey: 'errors.api.13',
    });
  });

  it('answers a used phone taken, with the text of 115', async () => {
    const { profile, useCase } = setUp();
    profile.taken.add('+37128765432');

    expect(await useCase.execute('mobilePhone', '+37128765432', LISTED)).toEqual({
      kind: 'taken',
      messageKey: 'errors.api.115',
    });
  });

  it('asks nothing for a field the config does not list', async () => {
    const { profile, useCase } = setUp();

    expect(await useCase.execute('email', 'anna@example.lv', ['username'])).toEqual({ kind: 'not-checked' });
    expect(profile.calls).toEqual([]);
  });

  it('asks nothing for an empty value', async () => {
    const { profile, useCase } = setUp();

    expect(await useCase.execute('email', '', LISTED)).toEqual({ kind: 'not-checked' });
    expect(profile.calls).toEqual([]);
  });

  it('answers unavailable when the check fails', async () => {
    const { profile, useCase } = setUp();
    profile.validateUniqueResult = fail(createApiFailure(41));

    expect(await useCase.execute('email', 'anna@example.lv', LISTED)).toEqual({ kind: 'unavailable' });
  });
});
