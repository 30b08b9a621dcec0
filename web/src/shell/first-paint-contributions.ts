import footer from 'virtual:feature-manifests/footer';
import header from 'virtual:feature-manifests/header';
import routes from 'virtual:feature-manifests/routes';
import type { FeatureName, FooterContribution, HeaderContribution, Owned } from '../kernel/registry.ts';
import { collect } from './manifests.ts';

/** What the first paint needs of the features' manifests: every page, the header and the footer's loader. */

/** Every feature's pages: the lobby's is the first paint. */
export const ROUTES = collect(routes);

/** The header of every page, with its texts: part of the first paint. */
export const HEADER: Owned<HeaderContribution> = { ...header[1], owner: header[0] };

/** The footer below every page: its chunk loads when the end of the page comes near. */
export const FOOTER: { readonly owner: FeatureName; readonly load: FooterContribution } = {
  owner: footer[0],
  load: footer[1],
};
