import type { Plugin } from 'vite';
import { robotsMeta } from '../../core/src/content/robots.rule.ts';

/**
 * Writes the robots meta of public pages into index.html for the build's site environment
 * (`VITE_SITE_ENVIRONMENT=live`: `index,follow`; anything else, the test setup: `noindex,nofollow`),
 * so a crawler that runs no script reads the right value. Pages change it while they show (private
 * pages are never indexed): see web/src/kernel/page-head.ts.
 */
export function siteRobots(): Plugin {
  let content = robotsMeta({ isPrivate: false }, 'test');
  return {
    name: 'lv-casino:site-robots',
    configResolved(config) {
      content = robotsMeta(
        { isPrivate: false },
        config.env['VITE_SITE_ENVIRONMENT'] === 'live' ? 'live' : 'test',
      );
    },
    transformIndexHtml: () => [{ tag: 'meta', attrs: { name: 'robots', content }, injectTo: 'head' }],
  };
}
