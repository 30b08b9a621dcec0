import type { PersonalData, Region, SecuritySettings, Town } from '@lv-casino/core/profile/profile.ts';
import type { Result } from '@lv-casino/core/shared/result.ts';
import type { components } from '@lv-casino/sdk/generated/openapi.ts';
import { decode, DtoReader } from './dto-reader.ts';

type Schemas = components['schemas'];

/** PersonalData DTO → PersonalData (the date of birth kept as `YYYY-MM-DD`). */
export const toPersonalData = (body: unknown): Result<PersonalData, string> =>
  decode(() => {
    const dto = DtoReader.of<Schemas['PersonalData']>(body);
    return {
      firstName: dto.string('firstName'),
      lastName: dto.string('lastName'),
      personalNumber: dto.string('personalNumber'),
      dateOfBirth: dto.string('dateOfBirth'),
      gender: dto.oneOf('gender', ['MALE', 'FEMALE']),
      email: dto.string('email'),
      mobilePhone: dto.string('mobilePhone'),
      country: dto.string('country'),
      nationality: dto.string('nationality'),
      address: dto.string('address'),
      city: dto.string('city'),
      postalCode: dto.string('postalCode'),
    };
  });

/** SecuritySettings DTO → SecuritySettings. */
export const toSecuritySettings = (body: unknown): Result<SecuritySettings, string> =>
  decode(() => {
    const dto = DtoReader.of<Schemas['SecuritySettings']>(body);
    return {
      twoFactorSmsEnabled: dto.boolean('twoFactorSmsEnabled'),
      loginNotificationsEnabled: dto.boolean('loginNotificationsEnabled'),
    };
  });

/** Region DTOs → Regions, in the server's order. */
export const toRegions = (body: unknown): Result<readonly Region[], string> =>
  decode(() =>
    DtoReader.list<Schemas['Region']>(body).map((dto) => ({
      code: dto.string('code'),
      name: dto.string('name'),
    })),
  );

/** Town DTOs → Towns, in the server's order. */
export const toTowns = (body: unknown): Result<readonly Town[], string> =>
  decode(() =>
    DtoReader.list<Schemas['Town']>(body).map((dto) => ({
      code: dto.string('code'),
      name: dto.string('name'),
      region: dto.string('region'),
    })),
  );
