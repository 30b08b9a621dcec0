import type { IdentityCheckStatus, PageIdentityProvider } from '@lv-casino/core/kyc/kyc.ts';
import {
  acceptedFiles,
  KYC_IMAGE_MEDIA_TYPES,
  KYC_MAX_UPLOAD_MEGABYTES,
} from '@lv-casino/core/kyc/kyc-upload.rule.ts';
import { observer } from 'mobx-react-lite';
import { useId, type SubmitEvent } from 'react';
import { FileField } from '../../ui/file-field.tsx';
import { FormattedMessage } from 'react-intl';
import { asMessageId, type MessageId } from '../../i18n/message-id.ts';
import { describedBy, FieldError } from './field-error.tsx';
import type { IdentityChecksStore } from './identity-checks.store.ts';
import { UploadProgress } from './upload-progress.tsx';

/** The services' own names: brands, the same in every language. */
const SERVICE_NAMES: Readonly<Record<PageIdentityProvider | 'TRUENARRATIVE', string>> = {
  SHUFTIPRO: 'Shufti Pro',
  IDENFY: 'iDenfy',
  TRUENARRATIVE: 'TrueNarrative',
};

const PAGE_PROVIDERS: readonly PageIdentityProvider[] = ['SHUFTIPRO', 'IDENFY'];
const IMAGES_ACCEPT = acceptedFiles(KYC_IMAGE_MEDIA_TYPES);

/** What a check's state means for the player, once a service has answered without a page or with images. */
const CHECK_RESULT: Readonly<Record<IdentityCheckStatus, MessageId>> = {
  STARTED: 'profileKyc.identity.result.STARTED',
  PENDING_REVIEW: 'profileKyc.identity.result.PENDING_REVIEW',
  VERIFIED: 'profileKyc.identity.result.VERIFIED',
  DECLINED: 'profileKyc.identity.result.DECLINED',
};

/**
 * A service that runs on its own page (Shufti Pro, iDenfy): its button starts the check and opens the
 * page in a new tab; the page stays offered as a link (for a browser that blocked the new tab), and a
 * refusal (75, 76, 77) shows by the button.
 */
const PageCheck = observer(function PageCheck({
  identity,
  provider,
}: {
  readonly identity: IdentityChecksStore;
  readonly provider: PageIdentityProvider;
}) {
  const state = identity.pages[provider];
  const service = SERVICE_NAMES[provider];
  const starting = state.kind === 'starting';
  return (
    <li className="profile-kyc__service">
      <button
        type="button"
        className="button button--secondary profile-kyc__service-button"
        aria-disabled={starting}
        onClick={() => void identity.start(provider)}
      >
        {starting && <span className="spinner" aria-hidden="true" />}
        <FormattedMessage
          id={starting ? 'profileKyc.identity.starting' : 'profileKyc.identity.start'}
          values={{ service }}
        />
      </button>
      <div role="status" className="profile-kyc__live">
        {state.kind === 'opened' && (
          <p className="profile-kyc__hint">
            <FormattedMessage id="profileKyc.identity.opened" values={{ service }} />{' '}
            <a href={state.url} target="_blank" rel="noopener noreferrer" className="profile-kyc__link">
              <FormattedMessage id="profileKyc.identity.openAgain" values={{ service }} />
            </a>
          </p>
        )}
        {state.kind === 'started' && (
          <p className="profile-kyc__hint">
            <FormattedMessage id={CHECK_RESULT[state.status]} values={{ service }} />
          </p>
        )}
      </div>
      <div role="alert" className="profile-kyc__live">
        {state.kind === 'failed' && (
          <p className="profile-kyc__alert">
            <FormattedMessage id="profileKyc.identity.failed" values={{ service }} />{' '}
            <FormattedMessage id={asMessageId(state.messageKey)} />
          </p>
        )}
      </div>
    </li>
  );
});

/** TrueNarrative: photos of the document and a selfie, checked when chosen, sent with their progress. */
const TrueNarrativeCheck = observer(function TrueNarrativeCheck({
  identity,
}: {
  readonly identity: IdentityChecksStore;
}) {
  const id = useId();
  const { trueNarrative: state, images, imagesError } = identity;
  const service = SERVICE_NAMES.TRUENARRATIVE;
  const sending = state.kind === 'sending';
  const onSubmit = (event: SubmitEvent<HTMLFormElement>): void => {
    event.preventDefault();
    void identity.sendImages();
  };
  return (
    <form className="profile-kyc__form" aria-labelledby={`${id}-title`} noValidate onSubmit={onSubmit}>
      <h4 id={`${id}-title`} className="profile-kyc__subheading">
        {service}
      </h4>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-images`}>
          <FormattedMessage id="profileKyc.trueNarrative.images.label" />
        </label>
        <FileField
          inputKey={identity.imagesInputKey}
          id={`${id}-images`}
          name="images"
          multiple
          accept={IMAGES_ACCEPT}
          invalid={imagesError !== null}
          describedBy={describedBy(`${id}-hint`, imagesError !== null && `${id}-error`)}
          onChoose={(files) => {
            identity.chooseImages([...files]);
          }}
          choose={<FormattedMessage id="profileKyc.file.choose" />}
          chosen={
            images.length === 0 ? (
              <FormattedMessage id="profileKyc.file.none" />
            ) : (
              <FormattedMessage id="profileKyc.trueNarrative.chosen" values={{ count: images.length }} />
            )
          }
        />
        <p id={`${id}-hint`} className="profile-kyc__hint">
          <FormattedMessage
            id="profileKyc.trueNarrative.hint"
            values={{ maxMegabytes: KYC_MAX_UPLOAD_MEGABYTES }}
          />
          {images.length > 0 && (
            <>
              {' '}
              <FormattedMessage id="profileKyc.trueNarrative.chosen" values={{ count: images.length }} />
            </>
          )}
        </p>
        <FieldError id={`${id}-error`} messageKey={imagesError} />
      </div>
      {state.kind === 'sending' && (
        <UploadProgress percent={state.percent} label="profileKyc.trueNarrative.progress" />
      )}
      <div role="status" className="profile-kyc__live">
        {state.kind === 'sent' && (
          <p className="profile-kyc__success">
            <FormattedMessage id={CHECK_RESULT[state.status]} values={{ service }} />
          </p>
        )}
      </div>
      <div role="alert" className="profile-kyc__live">
        {state.kind === 'failed' && (
          <p className="profile-kyc__alert">
            <FormattedMessage id="profileKyc.trueNarrative.failed" />{' '}
            <FormattedMessage id={asMessageId(state.messageKey)} />
          </p>
        )}
      </div>
      <button
        type="submit"
        className="button button--secondary profile-kyc__service-button"
        aria-disabled={sending}
      >
        {sending && <span className="spinner" aria-hidden="true" />}
        <FormattedMessage
          id={sending ? 'profileKyc.trueNarrative.busy' : 'profileKyc.trueNarrative.submit'}
        />
      </button>
    </form>
  );
});

/**
 * The identity services of account-and-session.md §7 KYC, offered to a player who is not verified:
 * Shufti Pro and iDenfy on their own pages, TrueNarrative with photos sent from here.
 */
export const IdentityChecks = observer(function IdentityChecks({
  identity,
}: {
  readonly identity: IdentityChecksStore;
}) {
  const id = useId();
  return (
    <section className="profile-kyc__section" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="profile-kyc__heading">
        <FormattedMessage id="profileKyc.identity.title" />
      </h3>
      <p className="profile-kyc__intro">
        <FormattedMessage id="profileKyc.identity.intro" />
      </p>
      <ul className="profile-kyc__services">
        {PAGE_PROVIDERS.map((provider) => (
          <PageCheck key={provider} identity={identity} provider={provider} />
        ))}
      </ul>
      <TrueNarrativeCheck identity={identity} />
    </section>
  );
});
