import type { ContentPort } from '../content/content.port.ts';
import { parseQuery } from '../routing/query-string.rule.ts';
import type { NavigationIntent } from '../routing/navigation-intent.ts';

/** The query parameter of /unsubscribe that names the subscription. */
export const UNSUBSCRIBE_PARAMETER = 'u';

/**
 * The unsubscribe button (games-and-content.md §2, §4): calls unsubscribe with the `u` parameter of
 * the page's query (no call without one); a failure is ignored silently; afterwards the player goes
 * to the home page.
 */
export class UnsubscribeUseCase {
  readonly #content: ContentPort;

  constructor(content: ContentPort) {
    this.#content = content;
  }

  async execute(search: string): Promise<NavigationIntent> {
    const token = parseQuery(search).get(UNSUBSCRIBE_PARAMETER) ?? '';
    if (token !== '') await this.#content.unsubscribe(token);
    return { kind: 'navigate', to: { name: 'home' } };
  }
}
