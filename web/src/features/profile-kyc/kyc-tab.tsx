import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { useScreenStore } from '../../kernel/container-context.ts';
import { asMessageId } from '../../i18n/message-id.ts';
import { IdentityChecks } from './identity-checks.tsx';
import { KycDocuments } from './kyc-documents.tsx';
import { KycStatus } from './kyc-status.tsx';
import { KycUploadForm } from './kyc-upload-form.tsx';
import { ProfileKycStore } from './profile-kyc.store.ts';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { Loading } from '../../ui/loading.tsx';
import './profile-kyc.css';

/** The source-of-funds declaration: its own chunk, shown only when a declaration is due. */
const SourceOfFundsSection = lazy(() => import('./source-of-funds-section.tsx'));

/** The upload form once the document types have come; until then why it is not there (with a retry). */
const UploadSection = observer(function UploadSection({ store }: { readonly store: ProfileKycStore }) {
  const titleId = useId();
  return (
    <section className="profile-kyc__section" aria-labelledby={titleId}>
      <h3 id={titleId} className="profile-kyc__heading">
        <FormattedMessage id="profileKyc.upload.title" />
      </h3>
      <UploadBody store={store} titleId={titleId} />
    </section>
  );
});

const UploadBody = observer(function UploadBody({
  store,
  titleId,
}: {
  readonly store: ProfileKycStore;
  readonly titleId: string;
}) {
  const { types } = store;
  switch (types.kind) {
    case 'loading':
      return (
        <Loading>
          <FormattedMessage id="profileKyc.upload.typesLoading" />
        </Loading>
      );
    case 'failed':
      return (
        <LoadFailed
          retry={<FormattedMessage id="profileKyc.retry" />}
          onRetry={() => {
            store.retryTypes();
          }}
        >
          <FormattedMessage id="profileKyc.upload.typesFailed" />{' '}
          <FormattedMessage id={asMessageId(types.messageKey)} />
        </LoadFailed>
      );
    case 'ready':
      return <KycUploadForm store={store} titleId={titleId} />;
  }
});

/**
 * The kyc tab of the profile (account-and-session.md §3, §4 KYC, §7 KYC calls, §8 72, 75-77): the
 * player's verification status (live, from the session's user), the source-of-funds declaration when
 * one is due, the document upload, the documents and, for a player who is not verified, the identity
 * services. Rendered inside the profile's tab panel, whose `<h2>` names the tab.
 */
function KycTab() {
  const store = useScreenStore(ProfileKycStore);
  return (
    <div className="profile-kyc">
      <KycStatus store={store} />
      <Suspense fallback={null}>
        <SourceOfFundsSection />
      </Suspense>
      <UploadSection store={store} />
      <KycDocuments store={store} />
      {store.offersIdentityChecks && <IdentityChecks identity={store.identity} />}
    </div>
  );
}

export default observer(KycTab);
