import type { AddressChoicesUseCase } from '@lv-casino/core/profile/address-choices.use-case.ts';
import { regionOfCity } from '@lv-casino/core/profile/address.rule.ts';
import type { LoadPersonalDataUseCase } from '@lv-casino/core/profile/load-personal-data.use-case.ts';
import type { PersonalData, Region, Town } from '@lv-casino/core/profile/profile.ts';
import type { UpdateAddressUseCase } from '@lv-casino/core/profile/update-address.use-case.ts';
import { makeAutoObservable } from 'mobx';
import { LOADING, loadedOf, type Loaded } from '../../kernel/loaded.ts';
import { FormState } from './form-state.ts';
import { SubArea } from './sub-area.ts';
import type { MessageClock } from './timed-message.ts';

export interface PersonalDataDeps {
  readonly load: LoadPersonalDataUseCase;
  readonly update: UpdateAddressUseCase;
  readonly choices: AddressChoicesUseCase;
  readonly clock: MessageClock;
}

/** The fields of the address form core checks, in the form's order. */
export const ADDRESS_FIELDS = ['city', 'address', 'postalCode'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** The success text of the address form. */
export const ADDRESS_SAVED = 'myProfile.address.saved';

/**
 * The personal-data sub-area (account-and-session.md §2, §7 GET regions, towns?region=): the identity
 * fixed at registration, shown, and the address, edited: the region chosen from the regions, the
 * city from that region's towns (a state city that names a region is found by itself), the street
 * address and the postal code. When the regions cannot be loaded the city is typed instead. Success
 * shows a message for 3000 ms; an error keeps what was typed. One store per showing.
 */
export class PersonalDataStore {
  regions: Loaded<readonly Region[]> = LOADING;
  /** The towns of the chosen region; null before one is chosen. */
  towns: Loaded<readonly Town[]> | null = null;
  regionCode = '';
  city = '';
  address = '';
  postalCode = '';
  readonly form = new FormState();
  readonly area: SubArea<PersonalData>;
  readonly #deps: PersonalDataDeps;
  /** Bumped by every towns load: the answer of an older one is dropped. */
  #townLoads = 0;

  constructor(deps: PersonalDataDeps) {
    this.#deps = deps;
    this.area = new SubArea(
      deps.clock,
      () => deps.load.execute(),
      (data) => {
        this.#fill(data);
        this.#findRegion();
      },
    );
    makeAutoObservable(this, {}, { deep: false });
  }

  /** The towns the city select offers: the region's, with the city on file first when it is not one. */
  get cityChoices(): readonly string[] {
    const names = this.towns?.kind === 'ready' ? this.towns.value.map((town) => town.name) : [];
    return this.city === '' || names.includes(this.city) ? names : [this.city, ...names];
  }

  /** The city is typed when there are no regions to choose it from. */
  get cityTyped(): boolean {
    return this.regions.kind === 'failed';
  }

  activate(): void {
    void this.area.load();
    void this.#loadRegions();
  }

  dispose(): void {
    this.area.end();
  }

  retryRegions(): void {
    void this.#loadRegions();
  }

  retryTowns(): void {
    if (this.regionCode !== '') void this.#loadTowns(this.regionCode);
  }

  chooseRegion(regionCode: string): void {
    this.regionCode = regionCode;
    this.form.edited('city');
    if (regionCode === '') this.towns = null;
    else void this.#loadTowns(regionCode);
  }

  set(field: AddressField, value: string): void {
    this[field] = value;
    this.form.edited(field);
  }

  async save(): Promise<void> {
    if (!this.form.start()) return;
    const updated = this.#deps.update.execute({
      address: this.address,
      city: this.city,
      postalCode: this.postalCode,
    });
    await this.area.showing.answer(updated, (outcome) => {
      this.form.finish(outcome);
      if (outcome.kind !== 'saved') return;
      this.area.update(() => outcome.value);
      this.#fill(outcome.value);
      this.area.message.show(ADDRESS_SAVED);
    });
  }

  #fill(data: PersonalData): void {
    this.address = data.address;
    this.city = data.city;
    this.postalCode = data.postalCode;
  }

  /** Once both the data and the regions are in: the region the city names, when it names one. */
  #findRegion(): void {
    if (this.regionCode !== '' || this.area.data.kind !== 'ready' || this.regions.kind !== 'ready') return;
    const region = regionOfCity(this.city, this.regions.value);
    if (region !== null) this.chooseRegion(region.code);
  }

  async #loadRegions(): Promise<void> {
    this.regions = LOADING;
    await this.area.showing.answer(this.#deps.choices.regions(), (outcome) => {
      this.regions = loadedOf(outcome);
      this.#findRegion();
    });
  }

  async #loadTowns(regionCode: string): Promise<void> {
    const load = ++this.#townLoads;
    this.towns = LOADING;
    await this.area.showing.answer(this.#deps.choices.towns(regionCode), (outcome) => {
      if (load !== this.#townLoads) return;
      this.towns = loadedOf(outcome);
      if (outcome.kind !== 'loaded') return;
      const names = outcome.value.map((town) => town.name);
      // A city of another region does not stay; a region of one town (a state city) is that town.
      if (!names.includes(this.city)) this.city = names.length === 1 ? (names[0] ?? '') : '';
    });
  }
}
