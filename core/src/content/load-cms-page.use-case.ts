import type { ContentPort } from '../content/content.port.ts';
import type { Language } from '../routing/language.ts';
import type { Device } from '../shared/device.ts';
import { cmsSlugOf, resolveCmsPage, type CmsPageOutcome } from './cms-page.rule.ts';

/**
 * A path that is no other route is a CMS page looked up by slug (games-and-content.md §2): the page is
 * shown, redirected as its state says, or the visitor goes to /404 (no slug, no page, failed fetch).
 */
export class LoadCmsPageUseCase {
  readonly #content: ContentPort;

  constructor(content: ContentPort) {
    this.#content = content;
  }

  async execute(input: {
    readonly rest: string;
    readonly lang: Language;
    readonly device: Device;
  }): Promise<CmsPageOutcome> {
    const slug = cmsSlugOf(input.rest);
    if (slug === null) return resolveCmsPage(null);
    const found = await this.#content.getPageBySlug({
      slug,
      locale: input.lang,
      deviceType: input.device === 'mobile' ? 'MOBILE' : 'DESKTOP',
    });
    return resolveCmsPage(found.ok ? found.value : undefined);
  }
}
