import type { KycFile } from '@lv-casino/core/kyc/kyc.ts';
import {
  acceptedFiles,
  KYC_DOCUMENT_MEDIA_TYPES,
  KYC_MAX_UPLOAD_MEGABYTES,
} from '@lv-casino/core/kyc/kyc-upload.rule.ts';
import type { KycUploadField } from '@lv-casino/core/kyc/kyc-upload.rule.ts';
import { observer } from 'mobx-react-lite';
import { useId, useRef, type SubmitEvent } from 'react';
import { FileField } from '../../ui/file-field.tsx';
import { FormattedMessage, useIntl } from 'react-intl';
import { asMessageId } from '../../i18n/message-id.ts';
import { useDocumentTypeName } from './document-type-name.tsx';
import { describedBy, FieldError } from './field-error.tsx';
import type { KycUploadStore } from './kyc-upload.store.ts';
import type { ProfileKycStore } from './profile-kyc.store.ts';
import { UploadProgress } from './upload-progress.tsx';

const ACCEPT = acceptedFiles(KYC_DOCUMENT_MEDIA_TYPES);

/** A file's size in megabytes with one decimal, in the page's language (2,4 in lv and ru). */
function useMegabytes(): (file: KycFile) => string {
  const intl = useIntl();
  return (file) =>
    intl.formatNumber(file.size / 1_000_000, { maximumFractionDigits: 1, minimumFractionDigits: 1 });
}

/** The outcome of the last upload, announced: the document stored, or why the whole form was refused. */
const UploadOutcome = observer(function UploadOutcome({ upload }: { readonly upload: KycUploadStore }) {
  const { phase, refusal } = upload;
  return (
    <>
      <div role="status" className="profile-kyc__live">
        {phase.kind === 'uploaded' && (
          <p className="profile-kyc__success">
            <FormattedMessage id="profileKyc.upload.done" values={{ fileName: phase.document.fileName }} />
          </p>
        )}
      </div>
      <div role="alert" className="profile-kyc__live">
        {refusal !== null && (
          <p className="profile-kyc__alert">
            <FormattedMessage id="profileKyc.upload.failed" /> <FormattedMessage id={asMessageId(refusal)} />
          </p>
        )}
      </div>
    </>
  );
});

/**
 * The upload form (account-and-session.md §7 POST customers/documents): the document type from the
 * server's list, the file (JPEG, PNG or PDF up to 10 MB, checked when chosen), the card number or
 * payment account the type requires, the progress while it uploads, and the outcome. After a failed
 * submit the focus goes to the first field in error; nothing chosen or typed is lost.
 */
export const KycUploadForm = observer(function KycUploadForm({
  store,
  titleId,
}: {
  readonly store: ProfileKycStore;
  /** The id of the section's heading, which names the form. */
  readonly titleId: string;
}) {
  const id = useId();
  const intl = useIntl();
  const typeName = useDocumentTypeName();
  const megabytes = useMegabytes();
  const { upload } = store;
  const { errors, requires, phase, file } = upload;
  const ids = {
    type: `${id}-type`,
    typeError: `${id}-type-error`,
    file: `${id}-file`,
    fileHint: `${id}-file-hint`,
    fileChosen: `${id}-file-chosen`,
    fileError: `${id}-file-error`,
    card: `${id}-card`,
    cardHint: `${id}-card-hint`,
    cardError: `${id}-card-error`,
    account: `${id}-account`,
    accountHint: `${id}-account-hint`,
    accountError: `${id}-account-error`,
  };
  const fields = {
    documentType: useRef<HTMLSelectElement>(null),
    file: useRef<HTMLInputElement>(null),
    cardNumber: useRef<HTMLInputElement>(null),
    paymentAccount: useRef<HTMLInputElement>(null),
  } satisfies Record<KycUploadField, unknown>;

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>): Promise<void> => {
    event.preventDefault();
    await upload.submit();
    const first = upload.firstError;
    if (first !== null) fields[first].current?.focus();
  };

  return (
    <form
      className="profile-kyc__form"
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <div className="field">
        <label className="field__label" htmlFor={ids.type}>
          <FormattedMessage id="profileKyc.documentType.label" />
        </label>
        <select
          ref={fields.documentType}
          id={ids.type}
          name="documentType"
          className="field__input profile-kyc__select"
          value={upload.documentType ?? ''}
          aria-invalid={errors.documentType !== undefined}
          aria-describedby={describedBy(errors.documentType !== undefined && ids.typeError)}
          onChange={(event) => {
            upload.chooseType(event.target.value);
          }}
        >
          <option value="">{intl.formatMessage({ id: 'profileKyc.documentType.placeholder' })}</option>
          {store.offeredTypes.map((type) => (
            <option key={type.documentType} value={type.documentType}>
              {typeName(type.documentType)}
            </option>
          ))}
        </select>
        <FieldError id={ids.typeError} messageKey={errors.documentType} />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={ids.file}>
          <FormattedMessage id="profileKyc.file.label" />
        </label>
        <FileField
          inputKey={upload.fileInputKey}
          inputRef={fields.file}
          id={ids.file}
          name="file"
          accept={ACCEPT}
          invalid={errors.file !== undefined}
          describedBy={describedBy(
            ids.fileHint,
            file !== null && ids.fileChosen,
            errors.file !== undefined && ids.fileError,
          )}
          onChoose={(files) => {
            upload.chooseFile(files[0] ?? null);
          }}
          choose={<FormattedMessage id="profileKyc.file.choose" />}
          chosen={file === null ? <FormattedMessage id="profileKyc.file.none" /> : file.name}
        />
        <p id={ids.fileHint} className="profile-kyc__hint">
          <FormattedMessage id="profileKyc.file.hint" values={{ maxMegabytes: KYC_MAX_UPLOAD_MEGABYTES }} />
        </p>
        {file !== null && (
          <p id={ids.fileChosen} className="profile-kyc__hint">
            <FormattedMessage
              id="profileKyc.file.chosen"
              values={{ name: file.name, size: megabytes(file) }}
            />
          </p>
        )}
        <FieldError id={ids.fileError} messageKey={errors.file} />
      </div>
      {requires === 'CARD_NUMBER' && (
        <div className="field">
          <label className="field__label" htmlFor={ids.card}>
            <FormattedMessage id="profileKyc.cardNumber.label" />
          </label>
          <input
            ref={fields.cardNumber}
            id={ids.card}
            name="cardNumber"
            className="field__input"
            autoComplete="off"
            value={upload.cardNumber}
            aria-invalid={errors.cardNumber !== undefined}
            aria-describedby={describedBy(ids.cardHint, errors.cardNumber !== undefined && ids.cardError)}
            onChange={(event) => {
              upload.setCardNumber(event.target.value);
            }}
          />
          <p id={ids.cardHint} className="profile-kyc__hint">
            <FormattedMessage id="profileKyc.cardNumber.hint" />
          </p>
          <FieldError id={ids.cardError} messageKey={errors.cardNumber} />
        </div>
      )}
      {requires === 'PAYMENT_ACCOUNT' && (
        <div className="field">
          <label className="field__label" htmlFor={ids.account}>
            <FormattedMessage id="profileKyc.paymentAccount.label" />
          </label>
          <input
            ref={fields.paymentAccount}
            id={ids.account}
            name="paymentAccount"
            className="field__input"
            autoComplete="off"
            value={upload.paymentAccount}
            aria-invalid={errors.paymentAccount !== undefined}
            aria-describedby={describedBy(
              ids.accountHint,
              errors.paymentAccount !== undefined && ids.accountError,
            )}
            onChange={(event) => {
              upload.setPaymentAccount(event.target.value);
            }}
          />
          <p id={ids.accountHint} className="profile-kyc__hint">
            <FormattedMessage id="profileKyc.paymentAccount.hint" />
          </p>
          <FieldError id={ids.accountError} messageKey={errors.paymentAccount} />
        </div>
      )}
      {phase.kind === 'sending' && (
        <UploadProgress percent={phase.percent} label="profileKyc.upload.progress" />
      )}
      <UploadOutcome upload={upload} />
      <button
        type="submit"
        className="button button--primary button--large profile-kyc__submit"
        data-feedback={phase.kind}
        aria-disabled={upload.sending}
      >
        {upload.sending && <span className="spinner" aria-hidden="true" />}
        <FormattedMessage id={upload.sending ? 'profileKyc.upload.busy' : 'profileKyc.upload.submit'} />
      </button>
    </form>
  );
});
