import { useIntl } from 'react-intl';
import { usePageHead } from '../../kernel/page-head.ts';

/**
 * Puts a category page's heading before the site's title, and its description, in the document head
 * while the page shows. A player's own list (favourites, last played) is private: never indexed.
 */
export function useDocumentTitle(heading: string | null, { isPrivate = false } = {}): void {
  const intl = useIntl();
  usePageHead(
    heading === null
      ? null
      : {
          title: heading,
          description: intl.formatMessage({ id: 'category.description' }, { category: heading }),
          isPrivate,
        },
  );
}
