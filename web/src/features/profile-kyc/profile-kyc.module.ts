import { AccountFeatureModule } from '../../kernel/account-ports.ts';
import { ListKycDocumentsUseCase } from '@lv-casino/core/kyc/list-kyc-documents.use-case.ts';
import { LoadKycDocumentTypesUseCase } from '@lv-casino/core/kyc/load-kyc-document-types.use-case.ts';
import { RunTrueNarrativeUseCase } from '@lv-casino/core/kyc/run-true-narrative.use-case.ts';
import { StartIdentityCheckUseCase } from '@lv-casino/core/kyc/start-identity-check.use-case.ts';
import { UploadKycDocumentUseCase } from '@lv-casino/core/kyc/upload-kyc-document.use-case.ts';
import { KycPort } from '@lv-casino/core/kyc/kyc.port.ts';
import { SourceOfFundsPort } from '@lv-casino/core/source-of-funds/source-of-funds.port.ts';
import { DeclareSourceOfFundsUseCase } from '@lv-casino/core/source-of-funds/declare-source-of-funds.use-case.ts';
import { LoadSourceOfFundsStatusUseCase } from '@lv-casino/core/source-of-funds/load-source-of-funds-status.use-case.ts';
import { bindUseCase } from '../../kernel/bind-use-case.ts';
import { catalogueMessages } from '../../kernel/catalogue/catalogue-message.tsx';
import { DomainEvents } from '../../kernel/domain-events.ts';
import { SessionStore } from '../../kernel/session.store.ts';
import { combineLoaders } from '../../i18n/combine-loaders.ts';
import { customerMessageLoader } from '../../i18n/customer-message-loader.ts';
import { ProfileKycStore } from './profile-kyc.store.ts';
import { SourceOfFundsStore } from './source-of-funds.store.ts';

/** The kyc tab's texts, with the catalogue's (72, 75-77 and the other codes its calls fail with). */
export const profileKycMessages = combineLoaders(
  customerMessageLoader(import.meta.glob('./customer-messages/*.json', { import: 'default' })),
  catalogueMessages,
);

/** Opens an identity service's page in a new tab: no opener (the service cannot reach this page), no referrer. */
export const openInNewTab = (url: string): void => {
  window.open(url, '_blank', 'noopener,noreferrer');
};

/**
 * The kyc tab: core's KYC use-cases over the KycPort (bound by the platform), the session's user (its
 * KYC status, kept current by the KYC notifications), KYC_CHANGED from the app's domain events, and a
 * store per showing of the tab; the source-of-funds declaration over the SourceOfFundsPort (bound by
 * the platform), with a store of its own.
 */
export const profileKycModule = new AccountFeatureModule((options) => {
  const { bind } = options;
  bindUseCase(options, LoadKycDocumentTypesUseCase, KycPort);
  bindUseCase(options, ListKycDocumentsUseCase, KycPort);
  bindUseCase(options, UploadKycDocumentUseCase, KycPort);
  bindUseCase(options, StartIdentityCheckUseCase, KycPort);
  bindUseCase(options, RunTrueNarrativeUseCase, KycPort);
  // Transient: every showing of the tab loads the types and documents again, with an empty form.
  bind(ProfileKycStore)
    .toDynamicValue((context) => {
      const session = context.get(SessionStore);
      const events = context.get(DomainEvents);
      return new ProfileKycStore({
        loadTypes: context.get(LoadKycDocumentTypesUseCase),
        listDocuments: context.get(ListKycDocumentsUseCase),
        upload: context.get(UploadKycDocumentUseCase),
        startCheck: context.get(StartIdentityCheckUseCase),
        runTrueNarrative: context.get(RunTrueNarrativeUseCase),
        user: () => session.user,
        onKycChanged: (listener) =>
          events.subscribe((event) => {
            if (event.kind === 'KYC_CHANGED') listener();
          }),
        openPage: openInNewTab,
      });
    })
    .inTransientScope();
  bindUseCase(options, LoadSourceOfFundsStatusUseCase, SourceOfFundsPort);
  bindUseCase(options, DeclareSourceOfFundsUseCase, SourceOfFundsPort);
  // Transient: every showing of the tab asks again whether a declaration is due.
  bind(SourceOfFundsStore)
    .toDynamicValue((context) => {
      const session = context.get(SessionStore);
      return new SourceOfFundsStore({
        load: context.get(LoadSourceOfFundsStatusUseCase),
        declare: context.get(DeclareSourceOfFundsUseCase),
        currency: () => session.user?.currency ?? 'EUR',
      });
    })
    .inTransientScope();
});
