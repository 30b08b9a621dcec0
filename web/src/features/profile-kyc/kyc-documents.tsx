import type { KycDocument, KycDocumentStatus } from '@lv-casino/core/kyc/kyc.ts';
import { KYC_DOCUMENT_STATUSES } from '@lv-casino/core/kyc/kyc.ts';
import { observer } from 'mobx-react-lite';
import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { asMessageId, type MessageId } from '../../i18n/message-id.ts';
import { DocumentTypeName } from './document-type-name.tsx';
import { localDateTime } from '../../ui/local-time.ts';
import type { ProfileKycStore } from './profile-kyc.store.ts';

interface Column {
  readonly header: MessageId;
  readonly cell: (document: KycDocument) => ReactNode;
}

const STATUS_TEXT: Readonly<Record<KycDocumentStatus, MessageId>> = {
  PENDING: 'profileKyc.documents.status.PENDING',
  APPROVED: 'profileKyc.documents.status.APPROVED',
  REJECTED: 'profileKyc.documents.status.REJECTED',
};

const COLUMNS: readonly Column[] = [
  {
    header: 'profileKyc.documents.file',
    cell: (document) => <span className="profile-kyc__file-name">{document.fileName}</span>,
  },
  {
    header: 'profileKyc.documents.type',
    cell: (document) => (
      <>
        <DocumentTypeName documentType={document.documentType} />
        {(document.cardNumber ?? document.paymentAccount) !== null && (
          <span className="profile-kyc__detail">{document.cardNumber ?? document.paymentAccount}</span>
        )}
      </>
    ),
  },
  { header: 'profileKyc.documents.uploaded', cell: (document) => localDateTime(document.uploadedAt) },
  {
    header: 'profileKyc.documents.status',
    cell: (document) => (
      <>
        <span className="profile-kyc__badge" data-status={document.status}>
          <FormattedMessage id={STATUS_TEXT[document.status]} />
        </span>
        {document.status === 'REJECTED' && document.rejectionReason !== null && (
          <span className="profile-kyc__detail">
            <FormattedMessage
              id="profileKyc.documents.rejectionReason"
              values={{ reason: document.rejectionReason }}
            />
          </span>
        )}
      </>
    ),
  },
];

/** The documents as a table (cards on a narrow tab), newest first, with a caption that counts them. */
function DocumentsTable({ documents }: { readonly documents: readonly KycDocument[] }) {
  return (
    <table className="data-table">
      <caption className="data-table__caption">
        <FormattedMessage id="profileKyc.documents.caption" values={{ count: documents.length }} />
      </caption>
      <thead>
        <tr>
          {COLUMNS.map((column) => (
            <th key={column.header} scope="col">
              <FormattedMessage id={column.header} />
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {documents.map((document) => (
          <tr key={document.id} className="data-table__row">
            {COLUMNS.map((column) => (
              <td key={column.header}>
                <span className="data-table__label" aria-hidden="true">
                  <FormattedMessage id={column.header} />
                </span>
                <span className="data-table__value">{column.cell(document)}</span>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The player's documents (account-and-session.md §3 KYC document, §7 GET customers/{id}/documents and
 * the documents search for one review state): file name, type (with the card number or account it
 * proves), upload time DD/MM/YYYY, HH:mm:ss and review state (with the reason of a rejection).
 */
export const KycDocuments = observer(function KycDocuments({ store }: { readonly store: ProfileKycStore }) {
  const id = useId();
  const intl = useIntl();
  const { documents, statusFilter } = store;
  return (
    <section className="profile-kyc__section" aria-labelledby={`${id}-title`}>
      <div className="profile-kyc__section-head">
        <h3 id={`${id}-title`} className="profile-kyc__heading">
          <FormattedMessage id="profileKyc.documents.title" />
        </h3>
        <div className="field profile-kyc__filter">
          <label className="field__label" htmlFor={`${id}-filter`}>
            <FormattedMessage id="profileKyc.documents.filter" />
          </label>
          <select
            id={`${id}-filter`}
            className="field__input profile-kyc__select"
            value={statusFilter ?? ''}
            onChange={(event) => {
              const chosen = KYC_DOCUMENT_STATUSES.find((status) => status === event.target.value) ?? null;
              store.showStatus(chosen);
            }}
          >
            <option value="">{intl.formatMessage({ id: 'profileKyc.documents.filter.all' })}</option>
            {KYC_DOCUMENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {intl.formatMessage({ id: STATUS_TEXT[status] })}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="data-table-results" aria-busy={store.documentsLoading}>
        {documents.kind === 'loading' && (
          <p className="profile-kyc__muted" role="status">
            <span className="spinner" aria-hidden="true" />{' '}
            <FormattedMessage id="profileKyc.documents.loading" />
          </p>
        )}
        {documents.kind === 'failed' && (
          <div className="profile-kyc__notice" role="alert">
            <p>
              <FormattedMessage id="profileKyc.documents.failed" />{' '}
              <FormattedMessage id={asMessageId(documents.messageKey)} />
            </p>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                store.retryDocuments();
              }}
            >
              <FormattedMessage id="profileKyc.retry" />
            </button>
          </div>
        )}
        {documents.kind === 'ready' && documents.value.length === 0 && (
          <p className="profile-kyc__empty">
            <FormattedMessage
              id={statusFilter === null ? 'profileKyc.documents.empty' : 'profileKyc.documents.emptyFiltered'}
            />
          </p>
        )}
        {documents.kind === 'ready' && documents.value.length > 0 && (
          <DocumentsTable documents={documents.value} />
        )}
      </div>
    </section>
  );
});
