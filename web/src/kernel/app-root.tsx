import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Container } from 'inversify';
import { observer } from 'mobx-react-lite';
import { useLayoutEffect, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { MessageId } from '../i18n/message-id.ts';
import { ContainerContext, useInjection } from './container-context.ts';
import { IntlStore } from './intl.store.ts';

/**
 * Keeps `<html lang>` and the document title in the page language. A layout effect: it runs before a
 * page's own head effect (kernel/page-head.ts), so a language change keeps the page's title.
 */
function DocumentLanguage() {
  const intl = useIntl();
  useLayoutEffect(() => {
    document.documentElement.lang = intl.locale;
    document.title = intl.formatMessage({ id: 'app.title' });
  }, [intl]);
  return null;
}

/**
 * A missing text while a feature's messages are still loading is expected (the id shows for a moment);
 * every other formatting error is a bug worth seeing. A test checks every id exists in every language.
 */
function reportIntlError(error: { readonly code: string }): void {
  if (error.code !== 'MISSING_TRANSLATION') console.error(error);
}

const IntlRoot = observer(function IntlRoot({ children }: { readonly children: ReactNode }) {
  const store = useInjection(IntlStore);
  return (
    <IntlProvider
      locale={store.language}
      messages={store.messages as Record<MessageId, MessageFormatElement[]>}
      defaultLocale="lv"
      onError={reportIntlError}
    >
      <DocumentLanguage />
      {children}
    </IntlProvider>
  );
});

/** The app: its container, the page language's messages and the router. */
export function AppRoot({
  container,
  router,
}: {
  readonly container: Container;
  readonly router: DataRouter;
}) {
  return (
    <ContainerContext.Provider value={container}>
      <IntlRoot>
        <RouterProvider router={router} />
      </IntlRoot>
    </ContainerContext.Provider>
  );
}
