import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { messageLoader } from '../../i18n/compiled-messages.ts';
import { asMessageId } from '../../i18n/message-id.ts';
import { useInjection } from '../container-context.ts';
import { IntlStore } from '../intl.store.ts';

/**
 * The texts of the contract's catalogues (errors.*, notifications.* and the form errors core names):
 * a chunk per language that loads the first time one of them shows, so a visitor who never meets an
 * error never downloads them.
 */
export const catalogueMessages = messageLoader(import.meta.glob('./messages/*.json', { import: 'default' }));

export interface CatalogueMessageProps {
  readonly id: string;
  /** The text's arguments (a wait's seconds or minutes). */
  readonly values?: Readonly<Record<string, number | string>>;
}

/** A catalogue text by its message key (an ErrorDescriptor's or a notification's messageKey). */
function CatalogueMessage({ id, values }: CatalogueMessageProps) {
  const intl = useInjection(IntlStore);
  useEffect(() => {
    void intl.use('catalogue', catalogueMessages);
  }, [intl]);
  // Read, and so observed, so that this renders again once the catalogue's texts join the page's: they
  // are added in place (IntlStore), which by itself re-renders nothing. A feature may have loaded them.
  void intl.has('catalogue');
  if (!(id in intl.messages)) return null;
  return values === undefined ? (
    <FormattedMessage id={asMessageId(id)} />
  ) : (
    <FormattedMessage id={asMessageId(id)} values={values} />
  );
}

export default observer(CatalogueMessage);
