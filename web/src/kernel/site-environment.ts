import type { SiteEnvironment } from '@lv-casino/core/content/robots.rule.ts';

/**
 * Whether this build is the live site or the test setup: the build's `SITE_ENVIRONMENT` variable
 * (`live` or `test`, default `test`; see web/README.md). Decides the robots meta of public pages.
 */
export const SITE_ENVIRONMENT: SiteEnvironment =
  import.meta.env.VITE_SITE_ENVIRONMENT === 'live' ? 'live' : 'test';
