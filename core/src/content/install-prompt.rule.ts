/** After "Not now", the install prompt is not offered again on its own for 30 days. */
export const INSTALL_PROMPT_QUIET_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Whether to open the install prompt when the browser offers installation: never inside the app
 * already installed (standalone display), and not within 30 days of the player's "Not now".
 * @param dismissedAt when the player last said "Not now" (epoch ms), null if never.
 */
export const offersInstall = (input: {
  readonly standalone: boolean;
  readonly dismissedAt: number | null;
  readonly now: number;
}): boolean =>
  !input.standalone &&
  (input.dismissedAt === null || input.now - input.dismissedAt >= INSTALL_PROMPT_QUIET_MS);
