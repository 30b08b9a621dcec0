import type { KycDocument, KycDocumentStatus } from '@lv-casino/core/kyc/kyc.ts';
import { KYC_DOCUMENT_STATUSES } from '@lv-casino/core/kyc/kyc.ts';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { asMessageId, type MessageId } from '../../i18n/message-id.ts';
import { DocumentTypeName } from './document-type-name.tsx';
import { DataTable, DataTableEmpty, type DataColumn } from '../../ui/data-table.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { Loading } from '../../ui/loading.tsx';
import { localDateTime } from '../../ui/local-time.ts';
import type { ProfileKycStore } from './profile-kyc.store.ts';

const STATUS_TEXT: Readonly<Record<KycDocumentStatus, MessageId>> = {
  PENDING: 'profileKyc.documents.status.PENDING',
  APPROVED: 'profileKyc.documents.status.APPROVED',
  REJECTED: 'profileKyc.documents.status.REJECTED',
};

const COLUMNS: readonly DataColumn<KycDocument>[] = [
  {
    key: 'file',
    header: <FormattedMessage id="profileKyc.documents.file" />,
    cell: (document) => <span className="profile-kyc__file-name">{document.fileName}</span>,
  },
  {
    key: 'type',
    header: <FormattedMessage id="profileKyc.documents.type" />,
    cell: (document) => (
      <>
        <DocumentTypeName documentType={document.documentType} />
        {(document.cardNumber ?? document.paymentAccount) !== null && (
          <span className="profile-kyc__detail">{document.cardNumber ?? document.paymentAccount}</span>
        )}
      </>
    ),
  },
  {
    key: 'uploaded',
    header: <FormattedMessage id="profileKyc.documents.uploaded" />,
    cell: (document) => localDateTime(document.uploadedAt),
  },
  {
    key: 'status',
    header: <FormattedMessage id="profileKyc.documents.status" />,
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
        <FormField
          id={`${id}-filter`}
          className="profile-kyc__filter"
          label={<FormattedMessage id="profileKyc.documents.filter" />}
        >
          <select
            className="field__input"
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
        </FormField>
      </div>
      {documents.kind === 'loading' && (
        <Loading>
          <FormattedMessage id="profileKyc.documents.loading" />
        </Loading>
      )}
      {documents.kind === 'failed' && (
        <LoadFailed
          retry={<FormattedMessage id="profileKyc.retry" />}
          onRetry={() => {
            store.retryDocuments();
          }}
        >
          <FormattedMessage id="profileKyc.documents.failed" />{' '}
          <FormattedMessage id={asMessageId(documents.messageKey)} />
        </LoadFailed>
      )}
      {documents.kind === 'ready' && documents.value.length === 0 && (
        <DataTableEmpty>
          <FormattedMessage
            id={statusFilter === null ? 'profileKyc.documents.empty' : 'profileKyc.documents.emptyFiltered'}
          />
        </DataTableEmpty>
      )}
      {documents.kind === 'ready' && documents.value.length > 0 && (
        <DataTable
          caption={
            <FormattedMessage id="profileKyc.documents.caption" values={{ count: documents.value.length }} />
          }
          columns={COLUMNS}
          rows={documents.value}
          rowKey={(document) => document.id}
          busy={store.documentsLoading}
        />
      )}
    </section>
  );
});
