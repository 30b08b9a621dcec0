import type { FooterContribution } from '../../kernel/registry.ts';

/** The footer below every page: a chunk loaded when the end of the page comes near. */
export const footer: FooterContribution = async () => (await import('./footer.loader.ts')).loadFooter();
