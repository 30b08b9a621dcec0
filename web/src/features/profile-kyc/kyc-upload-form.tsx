import type { KycFile } from '@lv-casino/core/kyc/kyc.ts';
import {
  acceptedFiles,
  KYC_DOCUMENT_MEDIA_TYPES,
  KYC_MAX_UPLOAD_MEGABYTES,
} from '@lv-casino/core/kyc/kyc-upload.rule.ts';
import type { KycUploadField } from '@lv-casino/core/kyc/kyc-upload.rule.ts';
import { observer } from 'mobx-react-lite';
import { useId, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { asMessageId } from '../../i18n/message-id.ts';
import { messageText } from '../../kernel/catalogue/catalogue-text.tsx';
import { Button } from '../../ui/button.tsx';
import { FileField } from '../../ui/file-field.tsx';
import { FormField, TextField } from '../../ui/form-field.tsx';
import { LiveNotice } from '../../ui/notice.tsx';
import { useDocumentTypeName } from './document-type-name.tsx';
import type { KycUploadStore } from './kyc-upload.store.ts';
import type { ProfileKycStore } from './profile-kyc.store.ts';
import { UploadProgress } from './upload-progress.tsx';
import { Form } from '../../ui/form.tsx';

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
      <LiveNotice role="status">
        {phase.kind === 'uploaded' && (
          <FormattedMessage id="profileKyc.upload.done" values={{ fileName: phase.document.fileName }} />
        )}
      </LiveNotice>
      <LiveNotice role="alert">
        {refusal !== null && (
          <>
            <FormattedMessage id="profileKyc.upload.failed" /> <FormattedMessage id={asMessageId(refusal)} />
          </>
        )}
      </LiveNotice>
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
    file: `${id}-file`,
    card: `${id}-card`,
    account: `${id}-account`,
  };
  const error = (key: string | undefined) => messageText(key, { maxMegabytes: KYC_MAX_UPLOAD_MEGABYTES });
  const fields = {
    documentType: useRef<HTMLSelectElement>(null),
    file: useRef<HTMLInputElement>(null),
    cardNumber: useRef<HTMLInputElement>(null),
    paymentAccount: useRef<HTMLInputElement>(null),
  } satisfies Record<KycUploadField, unknown>;

  const onSubmit = async (): Promise<void> => {
    await upload.submit();
    const first = upload.firstError;
    if (first !== null) fields[first].current?.focus();
  };

  return (
    <Form className="profile-kyc__form" aria-labelledby={titleId} onSubmit={onSubmit}>
      <FormField
        id={ids.type}
        label={<FormattedMessage id="profileKyc.documentType.label" />}
        error={error(errors.documentType)}
      >
        <select
          ref={fields.documentType}
          name="documentType"
          className="field__input"
          value={upload.documentType ?? ''}
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
      </FormField>
      <FileField
        id={ids.file}
        label={<FormattedMessage id="profileKyc.file.label" />}
        hint={
          <FormattedMessage id="profileKyc.file.hint" values={{ maxMegabytes: KYC_MAX_UPLOAD_MEGABYTES }} />
        }
        note={
          file !== null && (
            <FormattedMessage
              id="profileKyc.file.chosen"
              values={{ name: file.name, size: megabytes(file) }}
            />
          )
        }
        error={error(errors.file)}
        inputKey={upload.fileInputKey}
        inputRef={fields.file}
        name="file"
        accept={ACCEPT}
        onChoose={(files) => {
          upload.chooseFile(files[0] ?? null);
        }}
        choose={<FormattedMessage id="profileKyc.file.choose" />}
        chosen={file === null ? <FormattedMessage id="profileKyc.file.none" /> : file.name}
      />
      {requires === 'CARD_NUMBER' && (
        <TextField
          id={ids.card}
          inputRef={fields.cardNumber}
          name="cardNumber"
          autoComplete="off"
          label={<FormattedMessage id="profileKyc.cardNumber.label" />}
          hint={<FormattedMessage id="profileKyc.cardNumber.hint" />}
          error={error(errors.cardNumber)}
          value={upload.cardNumber}
          onValue={(value) => {
            upload.setCardNumber(value);
          }}
        />
      )}
      {requires === 'PAYMENT_ACCOUNT' && (
        <TextField
          id={ids.account}
          inputRef={fields.paymentAccount}
          name="paymentAccount"
          autoComplete="off"
          label={<FormattedMessage id="profileKyc.paymentAccount.label" />}
          hint={<FormattedMessage id="profileKyc.paymentAccount.hint" />}
          error={error(errors.paymentAccount)}
          value={upload.paymentAccount}
          onValue={(value) => {
            upload.setPaymentAccount(value);
          }}
        />
      )}
      {phase.kind === 'sending' && (
        <UploadProgress percent={phase.percent} label="profileKyc.upload.progress" />
      )}
      <UploadOutcome upload={upload} />
      <Button
        type="submit"
        large
        className="profile-kyc__submit"
        busy={upload.sending}
        busyLabel={<FormattedMessage id="profileKyc.upload.busy" />}
      >
        <FormattedMessage id="profileKyc.upload.submit" />
      </Button>
    </Form>
  );
});
