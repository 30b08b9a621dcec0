import type { IdentityCheckStatus, PageIdentityProvider } from '@lv-casino/core/kyc/kyc.ts';
import {
  acceptedFiles,
  KYC_IMAGE_MEDIA_TYPES,
  KYC_MAX_UPLOAD_MEGABYTES,
} from '@lv-casino/core/kyc/kyc-upload.rule.ts';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { asMessageId, type MessageId } from '../../i18n/message-id.ts';
import { messageText } from '../../kernel/catalogue/catalogue-text.tsx';
import { Intro } from '../../ui/intro.tsx';
import { Button } from '../../ui/button.tsx';
import { FileField } from '../../ui/file-field.tsx';
import { LiveNotice } from '../../ui/notice.tsx';
import type { IdentityChecksStore } from './identity-checks.store.ts';
import { UploadProgress } from './upload-progress.tsx';
import { Form } from '../../ui/form.tsx';

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
      <Button
        tone="secondary"
        className="profile-kyc__service-button"
        busy={starting}
        busyLabel={<FormattedMessage id="profileKyc.identity.starting" values={{ service }} />}
        onClick={() => void identity.start(provider)}
      >
        <FormattedMessage id="profileKyc.identity.start" values={{ service }} />
      </Button>
      <div role="status" className="live-region">
        {state.kind === 'opened' && (
          <p className="field__hint">
            <FormattedMessage id="profileKyc.identity.opened" values={{ service }} />{' '}
            <a href={state.url} target="_blank" rel="noopener noreferrer" className="profile-kyc__link">
              <FormattedMessage id="profileKyc.identity.openAgain" values={{ service }} />
            </a>
          </p>
        )}
        {state.kind === 'started' && (
          <p className="field__hint">
            <FormattedMessage id={CHECK_RESULT[state.status]} values={{ service }} />
          </p>
        )}
      </div>
      <LiveNotice role="alert">
        {state.kind === 'failed' && (
          <>
            <FormattedMessage id="profileKyc.identity.failed" values={{ service }} />{' '}
            <FormattedMessage id={asMessageId(state.messageKey)} />
          </>
        )}
      </LiveNotice>
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
  const onSubmit = (): void => {
    void identity.sendImages();
  };
  return (
    <Form className="profile-kyc__form" aria-labelledby={`${id}-title`} onSubmit={onSubmit}>
      <h4 id={`${id}-title`} className="profile-kyc__subheading">
        {service}
      </h4>
      <FileField
        id={`${id}-images`}
        label={<FormattedMessage id="profileKyc.trueNarrative.images.label" />}
        hint={
          <>
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
          </>
        }
        error={messageText(imagesError, { maxMegabytes: KYC_MAX_UPLOAD_MEGABYTES })}
        inputKey={identity.imagesInputKey}
        name="images"
        multiple
        accept={IMAGES_ACCEPT}
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
      {state.kind === 'sending' && (
        <UploadProgress percent={state.percent} label="profileKyc.trueNarrative.progress" />
      )}
      <LiveNotice role="status">
        {state.kind === 'sent' && <FormattedMessage id={CHECK_RESULT[state.status]} values={{ service }} />}
      </LiveNotice>
      <LiveNotice role="alert">
        {state.kind === 'failed' && (
          <>
            <FormattedMessage id="profileKyc.trueNarrative.failed" />{' '}
            <FormattedMessage id={asMessageId(state.messageKey)} />
          </>
        )}
      </LiveNotice>
      <Button
        type="submit"
        tone="secondary"
        className="profile-kyc__service-button"
        busy={sending}
        busyLabel={<FormattedMessage id="profileKyc.trueNarrative.busy" />}
      >
        <FormattedMessage id="profileKyc.trueNarrative.submit" />
      </Button>
    </Form>
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
      <Intro text="profileKyc.identity.intro" className="profile-kyc__intro" />
      <ul className="profile-kyc__services">
        {PAGE_PROVIDERS.map((provider) => (
          <PageCheck key={provider} identity={identity} provider={provider} />
        ))}
      </ul>
      <TrueNarrativeCheck identity={identity} />
    </section>
  );
});
