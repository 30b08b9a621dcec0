import type { ApiFailure } from '../errors/api-failure.ts';
import type { Language } from '../routing/language.ts';
import type { Result } from '../shared/result.ts';
import type { SportsbookDevice, SportsbookToken, SportsbookWidgetConfig } from '../sportsbook/sportsbook.ts';

/** The BetInAction sportsbook widget's calls (games-and-content.md §7 Sportsbook). */
export interface SportsbookPort {
  /**
   * GET gaming/betInAction/config?locale=&deviceType= (public): the widget script, culture, enabled
   * versions and banners for the language and layout.
   */
  getWidgetConfig(query: {
    readonly locale: Language;
    readonly deviceType: SportsbookDevice;
  }): Promise<Result<SportsbookWidgetConfig, ApiFailure>>;
  /** GET gaming/betInAction/token (private): the player's widget token; 39 when self-excluded. */
  getWidgetToken(): Promise<Result<SportsbookToken, ApiFailure>>;
}
export const SportsbookPort = Symbol('SportsbookPort');
