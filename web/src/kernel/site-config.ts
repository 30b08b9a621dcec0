import type { GeneralConfig } from '@lv-casino/core/config/config.ts';
import { makeAutoObservable } from 'mobx';

/** The site's general config once start-up has loaded it (null before); app-wide, observable. */
export class SiteConfig {
  general: GeneralConfig | null = null;

  constructor() {
    makeAutoObservable(this, {}, { deep: false });
  }

  set(general: GeneralConfig): void {
    this.general = general;
  }
}
