import { fail } from '@lv-casino/core/shared/result.ts';
import { createApiFailure } from '@lv-casino/core/testing/failure.builder.ts';
import { FakeProfilePort } from '@lv-casino/core/testing/profile-port.fake.ts';
import { createPersonalData } from '@lv-casino/core/testing/profile.builder.ts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type MyProfileTabOptions, renderSubArea } from './my-profile.test-kit.tsx';

/** The tab on its personal-data sub-area, once the address form shows. */
const renderPersonalData = (options: MyProfileTabOptions = {}) =>
  renderSubArea('Personal data', 'Your personal data', options);

const regionSelect = () => screen.getByRole('combobox', { name: 'Region' });
const citySelect = () => screen.getByRole('combobox', { name: 'City or town' });
const postalCode = () => screen.getByRole('textbox', { name: 'Postal code' });
const saveAddress = () => screen.getByRole('button', { name: /Save address$/ });
const optionsOf = (select: HTMLElement): (string | null)[] =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('the personal-data sub-area', () => {
  it('shows the identity recorded at registration, the date of birth as DD/MM/YYYY', async () => {
    await renderPersonalData();

    expect(
      ['Name', 'Personal code', 'Date of birth', 'Gender'].map(
        (label) => screen.getByText(label).nextSibling?.textContent,
      ),
    ).toEqual(['Anna Bērziņa', '150885-10234', '15/08/1985', 'Female']);
  });

  it('finds the region of a state city and offers its town', async () => {
    await renderPersonalData();

    await waitFor(() => {
      expect([
        (regionSelect() as HTMLSelectElement).value,
        (citySelect() as HTMLSelectElement).value,
      ]).toEqual(['RIGA', 'Rīga']);
    });
  });

  it('offers the towns of the region chosen', async () => {
    const { user } = await renderPersonalData();

    await user.selectOptions(regionSelect(), 'JELGAVAS_NOVADS');

    await waitFor(() => {
      expect(optionsOf(citySelect())).toEqual([
        'Choose a city or town',
        'Ozolnieki',
        'Kalnciems',
        'Eleja',
        'Svēte',
      ]);
    });
  });

  it('saves the town chosen as the city and says so', async () => {
    const { user, profile } = await renderPersonalData();
    await user.selectOptions(regionSelect(), 'JELGAVAS_NOVADS');
    await waitFor(() => {
      expect(optionsOf(citySelect())).toContain('Ozolnieki');
    });
    await user.selectOptions(citySelect(), 'Ozolnieki');

    await user.click(saveAddress());

    expect((await screen.findByRole('status')).textContent).toBe('Your address has been saved.');
    expect(profile.callsOf('updatePersonalData')).toEqual([
      {
        call: 'updatePersonalData',
        address: { address: 'Brīvības iela 21-4', city: 'Ozolnieki', postalCode: 'LV-1010' },
      },
    ]);
  });

  it('keeps the city on file when its region is not known', async () => {
    const profile = new FakeProfilePort();
    profile.personalData = createPersonalData({ city: 'Ozolnieki' });
    await renderPersonalData({ profile });

    expect([(regionSelect() as HTMLSelectElement).value, (citySelect() as HTMLSelectElement).value]).toEqual([
      '',
      'Ozolnieki',
    ]);
  });

  it('asks for a town once another region is chosen', async () => {
    const { user } = await renderPersonalData();
    await user.selectOptions(regionSelect(), 'JELGAVAS_NOVADS');
    await waitFor(() => {
      expect(optionsOf(citySelect())).toContain('Ozolnieki');
    });

    await user.click(saveAddress());

    expect(await screen.findByText('Please choose your city or town.')).toBeTruthy();
    expect(document.activeElement).toBe(citySelect());
  });

  it('refuses a postal code that is not LV- and four digits, keeping what was typed', async () => {
    const { user, profile } = await renderPersonalData();
    await user.clear(postalCode());
    await user.type(postalCode(), 'LV-30');

    await user.click(saveAddress());

    await screen.findByText('Enter the postal code as LV- and four digits, for example LV-1010.');
    expect([
      (postalCode() as HTMLInputElement).value,
      postalCode().getAttribute('aria-invalid'),
      profile.callsOf('updatePersonalData'),
    ]).toEqual(['LV-30', 'true', []]);
  });

  it('alerts a refusal (57) for the form and keeps the address', async () => {
    const profile = new FakeProfilePort();
    profile.updatePersonalDataResult = fail(createApiFailure(57));
    const { user } = await renderPersonalData({ profile });
    const street = screen.getByRole('textbox', { name: 'Street address' });
    await user.clear(street);
    await user.type(street, 'Lielā iela 12-5');

    await user.click(saveAddress());

    await waitFor(() => {
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
        'Some of your details are incorrect. Please check them and try again.',
      );
    });
    expect((street as HTMLInputElement).value).toBe('Lielā iela 12-5');
  });

  it('lets the city be typed when the regions cannot be loaded', async () => {
    const profile = new FakeProfilePort();
    profile.regionsResult = fail(createApiFailure(41));
    await renderPersonalData({ profile });

    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'City or town' }).value).toBe('Rīga');
  });
});
