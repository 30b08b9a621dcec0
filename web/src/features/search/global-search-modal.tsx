import { useIntl } from 'react-intl';
import type { ModalProps } from '../../kernel/modal-props.ts';
import SearchPanel from './search-panel.tsx';

/** globalSearchModal (games-and-content.md §2): a search over the whole catalogue. */
export default function GlobalSearchModal({ onClose }: ModalProps) {
  const intl = useIntl();
  return (
    <SearchPanel onClose={onClose} categoryId={null} title={intl.formatMessage({ id: 'search.title' })} />
  );
}
