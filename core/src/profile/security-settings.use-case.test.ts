import { describe, expect, it } from 'vitest';
import { ErrorCatalogueTable } from '../errors/error-catalogue.table.ts';
import { fail } from '../shared/result.ts';
import { createApiFailure } from '../testing/failure.builder.ts';
import { CONTRACT_ERROR_TABLE } from '../testing/generated/error-catalogue.fixture.ts';
import { FakeProfilePort } from '../testing/profile-port.fake.ts';
import { createSecuritySettings } from '../testing/profile.builder.ts';
import { SecuritySettingsUseCase } from './security-settings.use-case.ts';

const errors = new ErrorCatalogueTable(CONTRACT_ERROR_TABLE);

const setUp = () => {
  const profile = new FakeProfilePort();
  return { profile, useCase: new SecuritySettingsUseCase(profile, errors) };
};

describe('SecuritySettingsUseCase', () => {
  it('loads the settings', async () => {
    const { useCase } = setUp();

    expect(await useCase.load()).toEqual({ kind: 'loaded', value: createSecuritySettings() });
  });

  it('answers the catalogue entry of a failed load', async () => {
    const { profile, useCase } = setUp();
    profile.securityResult = fail(createApiFailure(41));

    expect(await useCase.load()).toMatchObject({ kind: 'failed', error: { code: 41 } });
  });

  it('saves the settings and answers them as the server has them', async () => {
    const { profile, useCase } = setUp();
    const settings = createSecuritySettings({ twoFactorSmsEnabled: true });

    expect(await useCase.save(settings)).toEqual({ kind: 'saved', value: settings });
    expect(profile.calls).toEqual([{ call: 'updateSecuritySettings', settings }]);
  });

  it('shows a refused save for the form', async () => {
    const { profile, useCase } = setUp();
    profile.updateSecurityResult = fail(createApiFailure(57));

    expect(await useCase.save(createSecuritySettings())).toMatchObject({
      kind: 'refused',
      refusal: { errors: {}, formError: { code: 57 } },
    });
  });
});
