import type { Device } from '@lv-casino/core/shared/device.ts';

/** Container token of the Device the site is rendered for (decided once, at start). */
export const DeviceToken = Symbol('Device');

/** Viewports up to this width get the mobile layout and mobile catalogue (CSS breakpoints match). */
export const MOBILE_MEDIA_QUERY = '(max-width: 767px)';

/** The device of a browser window, by its viewport width. */
export const detectDevice = (window: Window): Device =>
  window.matchMedia(MOBILE_MEDIA_QUERY).matches ? 'mobile' : 'desktop';
