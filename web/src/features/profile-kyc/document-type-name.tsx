import { useIntl } from 'react-intl';
import { asMessageId } from '../../i18n/message-id.ts';

/**
 * A document type as the player reads it: its translation when the tab knows the type (ID_CARD →
 * "ID card"), otherwise the server's code with its underscores as spaces (a type added on the server
 * still shows).
 */
export function DocumentTypeName({ documentType }: { readonly documentType: string }) {
  return <>{useDocumentTypeName()(documentType)}</>;
}

/** The function behind {@link DocumentTypeName}, for option texts and attributes. */
export function useDocumentTypeName(): (documentType: string) => string {
  const intl = useIntl();
  return (documentType) => {
    const id = `profileKyc.documentType.${documentType}`;
    return id in intl.messages
      ? intl.formatMessage({ id: asMessageId(id) })
      : documentType
          .replaceAll('_', ' ')
          .toLowerCase()
          .replace(/^./, (first) => first.toUpperCase());
  };
}
