/** Scroll depth (px) past which the mobile header hides while scrolling down. */
export const MOBILE_HEADER_HIDE_OFFSET_PX = 50;
/** Tablet or mobile widths above this (px) get the large-tablet layout class. */
export const LARGE_TABLET_MIN_WIDTH_PX = 1170;

/**
 * Whether the mobile header is hidden after a scroll from `previousY` to `currentY` (px from the
 * top): hidden while scrolling down past 50 px, shown again on any scroll up or above 50 px.
 */
export const mobileHeaderHidden = (previousY: number, currentY: number): boolean =>
  currentY > MOBILE_HEADER_HIDE_OFFSET_PX && currentY > previousY;

/** Whether the large-tablet class applies: a tablet or mobile device wider than 1170 px. */
export const isLargeTablet = (device: {
  readonly tabletOrMobile: boolean;
  readonly widthPx: number;
}): boolean => device.tabletOrMobile && device.widthPx > LARGE_TABLET_MIN_WIDTH_PX;

/** Whether the header shows the register button: hidden when the current IP is forbidden. */
export const showsRegisterButton = (config: { readonly currentIpIsForbidden: boolean }): boolean =>
  !config.currentIpIsForbidden;
