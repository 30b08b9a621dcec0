import { useEffect } from 'react';
import { useIntl } from 'react-intl';

/** Puts a page's heading before the site's title in the document title while the page shows. */
export function useDocumentTitle(heading: string | null): void {
  const intl = useIntl();
  useEffect(() => {
    if (heading === null) return;
    const site = intl.formatMessage({ id: 'app.title' });
    document.title = intl.formatMessage({ id: 'category.documentTitle' }, { category: heading, site });
    return () => {
      document.title = site;
    };
  }, [heading, intl]);
}
