import { AccountFeatureModule } from '../../kernel/account-ports.ts';
import { ErrorCatalogue } from '@lv-casino/core/errors/error-catalogue.port.ts';
import { ListKycDocumentsUseCase } from '@lv-casino/core/kyc/list-kyc-documents.use-case.ts';
import { LoadKycDocumentTypesUseCase } from '@lv-casino/core/kyc/load-kyc-document-types.use-case.ts';
import { RunTrueNarrativeUseCase } from '@lv-casino/core/kyc/run-true-narrative.use-case.ts';
import { StartIdentityCheckUseCase } from '@lv-casino/core/kyc/start-identity-check.use-case.ts';
import { UploadKycDocumentUseCase } from '@lv-casino/core/kyc/upload-kyc-document.use-case.ts';
import { KycPort } from '@lv-casino/core/kyc/kyc.port.ts';
import { SourceOfFundsPort } from '@lv-casino/core/source-of-funds/source-of-funds.port.ts';
import { DeclareSourceOfFundsUseCase } from '@lv-casino/core/source-of-funds/declare-source-of-funds.use-case.ts';
import { LoadSourceOfFundsStatusUseCase } from '@lv-casino/core/source-of-funds/load-source-of-funds-status.use-case.ts';
import { catalogueMessages } from '../../kernel/catalogue/catalogue-message.tsx';
import { DomainEvents } from '../../kernel/domain-events.ts';
import { SessionStore } from '../../kernel/session.store.ts';
import { combineLoaders, messageLoader } from '../../i18n/compiled-messages.ts';
import { ProfileKycStore } from './profile-kyc.store.ts';
import { SourceOfFundsStore } from './source-of-funds.store.ts';

/** The kyc tab's texts, with the catalogue's (72, 75-77 and the other codes its calls fail with). */
export const profileKycMessages = combineLoaders(
  messageLoader(import.meta.glob('./messages/*.json', { import: 'default' })),
  catalogueMessages,
);

/** Opens an identity service's page in a new tab: no opener (the service cannot reach this page), no referrer. */
export const openInNewTab = (url: string): void => {
  window.open(url, '_blank', 'noopener,noreferrer');
};

type KycUseCase =
  | LoadKycDocumentTypesUseCase
  | ListKycDocumentsUseCase
  | UploadKycDocumentUseCase
  | StartIdentityCheckUseCase
  | RunTrueNarrativeUseCase;

/**
 * The kyc tab: core's KYC use-cases over the KycPort (bound by the platform), the session's user (its
 * KYC status, kept current by the KYC notifications), KYC_CHANGED from the app's domain events, and a
 * store per showing of the tab; the source-of-funds declaration over the SourceOfFundsPort (bound by
 * the platform), with a store of its own.
 */
export const profileKycModule = new AccountFeatureModule(({ bind }) => {
  const useCase = (token: new (port: KycPort, errors: ErrorCatalogue) => KycUseCase): void => {
    bind(token)
      .toResolvedValue(
        (port: KycPort, errors: ErrorCatalogue) => new token(port, errors),
        [KycPort, ErrorCatalogue],
      )
      .inSingletonScope();
  };
  useCase(LoadKycDocumentTypesUseCase);
  useCase(ListKycDocumentsUseCase);
  useCase(UploadKycDocumentUseCase);
  useCase(StartIdentityCheckUseCase);
  useCase(RunTrueNarrativeUseCase);
  // Transient: every showing of the tab loads the types and documents again, with an empty form.
  bind(ProfileKycStore)
    .toResolvedValue(
      (
        loadTypes: LoadKycDocumentTypesUseCase,
        listDocuments: ListKycDocumentsUseCase,
        upload: UploadKycDocumentUseCase,
        startCheck: StartIdentityCheckUseCase,
        runTrueNarrative: RunTrueNarrativeUseCase,
        session: SessionStore,
        events: DomainEvents,
      ) =>
        new ProfileKycStore({
          loadTypes,
          listDocuments,
          upload,
          startCheck,
          runTrueNarrative,
          user: () => session.user,
          onKycChanged: (listener) =>
            events.subscribe((event) => {
              if (event.kind === 'KYC_CHANGED') listener();
            }),
          openPage: openInNewTab,
        }),
      [
        LoadKycDocumentTypesUseCase,
        ListKycDocumentsUseCase,
        UploadKycDocumentUseCase,
        StartIdentityCheckUseCase,
        RunTrueNarrativeUseCase,
        SessionStore,
        DomainEvents,
      ],
    )
    .inTransientScope();
  const sourceOfFundsUseCase = (
    token: new (port: SourceOfFundsPort, errors: ErrorCatalogue) => unknown,
  ): void => {
    bind(token)
      .toResolvedValue(
        (port: SourceOfFundsPort, errors: ErrorCatalogue) => new token(port, errors),
        [SourceOfFundsPort, ErrorCatalogue],
      )
      .inSingletonScope();
  };
  sourceOfFundsUseCase(LoadSourceOfFundsStatusUseCase);
  sourceOfFundsUseCase(DeclareSourceOfFundsUseCase);
  // Transient: every showing of the tab asks again whether a declaration is due.
  bind(SourceOfFundsStore)
    .toResolvedValue(
      (load: LoadSourceOfFundsStatusUseCase, declare: DeclareSourceOfFundsUseCase, session: SessionStore) =>
        new SourceOfFundsStore({ load, declare, currency: () => session.user?.currency ?? 'EUR' }),
      [LoadSourceOfFundsStatusUseCase, DeclareSourceOfFundsUseCase, SessionStore],
    )
    .inTransientScope();
});
