import type { LoadedFeature } from '../../kernel/registry.ts';
import { footerMessages } from './footer.messages.ts';
import { footerModule } from './footer.module.ts';
import { Footer } from './footer.tsx';

/** The footer with its module and texts: a chunk loaded when the end of the page comes near. */
export const footerFeature: LoadedFeature<object> = {
  view: Footer,
  module: footerModule,
  messages: footerMessages,
};
