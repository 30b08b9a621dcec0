import type { KycDocument, KycDocumentStatus, KycDocumentType } from '@lv-casino/core/kyc/kyc.ts';
import {
  kycStatusOf,
  offersIdentityChecks,
  type KycStatusView,
} from '@lv-casino/core/kyc/kyc-status.rule.ts';
import type { ListKycDocumentsUseCase } from '@lv-casino/core/kyc/list-kyc-documents.use-case.ts';
import type { LoadKycDocumentTypesUseCase } from '@lv-casino/core/kyc/load-kyc-document-types.use-case.ts';
import type { RunTrueNarrativeUseCase } from '@lv-casino/core/kyc/run-true-narrative.use-case.ts';
import type { StartIdentityCheckUseCase } from '@lv-casino/core/kyc/start-identity-check.use-case.ts';
import type { UploadKycDocumentUseCase } from '@lv-casino/core/kyc/upload-kyc-document.use-case.ts';
import type { User } from '@lv-casino/core/session/user.ts';
import { makeAutoObservable, runInAction } from 'mobx';
import { LOADING, type Loaded } from '../../kernel/loaded.ts';
import { Showing } from '../../kernel/showing.ts';
import { IdentityChecksStore } from './identity-checks.store.ts';
import { KycUploadStore } from './kyc-upload.store.ts';

export interface ProfileKycDeps {
  readonly loadTypes: LoadKycDocumentTypesUseCase;
  readonly listDocuments: ListKycDocumentsUseCase;
  readonly upload: UploadKycDocumentUseCase;
  readonly startCheck: StartIdentityCheckUseCase;
  readonly runTrueNarrative: RunTrueNarrativeUseCase;
  /** The logged-in user as the session holds them: the KYC notifications keep it current. */
  readonly user: () => User | null;
  /** Calls `listener` on every KYC_CHANGED event from now on; returns the unsubscribe function. */
  readonly onKycChanged: (listener: () => void) => () => void;
  /** Opens an identity service's page in a new browsing context, without an opener. */
  readonly openPage: (url: string) => void;
}

/**
 * The kyc tab of the profile (account-and-session.md §3, §4 KYC, §7, §8 72, 75-77): the player's
 * verification status read from the session's user (so it follows the KYC notifications live), the
 * document types, the documents (all, or those of one review state; loaded again after an upload and
 * on KYC_CHANGED), the upload form and the identity services. One store per showing of the tab.
 */
export class ProfileKycStore {
  types: Loaded<readonly KycDocumentType[]> = LOADING;
  documents: Loaded<readonly KycDocument[]> = LOADING;
  /** The review state the list shows; null for every document. */
  statusFilter: KycDocumentStatus | null = null;
  /** True while the documents are being (re)loaded. */
  documentsLoading = false;
  readonly upload: KycUploadStore;
  readonly identity: IdentityChecksStore;

  readonly #deps: ProfileKycDeps;
  readonly #showing = new Showing();
  #documentLoads = 0;
  #unsubscribe: (() => void) | null = null;

  constructor(deps: ProfileKycDeps) {
    this.#deps = deps;
    this.upload = new KycUploadStore({
      upload: deps.upload,
      types: () => this.offeredTypes,
      onUploaded: () => {
        void this.#loadDocuments();
      },
    });
    this.identity = new IdentityChecksStore({
      start: deps.startCheck,
      runTrueNarrative: deps.runTrueNarrative,
      openPage: deps.openPage,
    });
    makeAutoObservable(this, {}, { deep: false });
  }

  /** The player's status as the tab explains it; null when nobody is logged in. */
  get status(): KycStatusView | null {
    const user = this.#deps.user();
    return user === null ? null : kycStatusOf(user);
  }

  /** Whether the identity services are offered (not to a verified player). */
  get offersIdentityChecks(): boolean {
    const user = this.#deps.user();
    return user !== null && offersIdentityChecks(user.kycVerified);
  }

  get offeredTypes(): readonly KycDocumentType[] {
    return this.types.kind === 'ready' ? this.types.value : [];
  }

  /** Loads the types and the documents, and lists the documents again whenever KYC changes. */
  activate(): void {
    this.#unsubscribe?.();
    this.#unsubscribe = this.#deps.onKycChanged(() => {
      void this.#loadDocuments();
    });
    void this.#loadTypes();
    void this.#loadDocuments();
  }

  dispose(): void {
    this.#showing.end();
    this.#unsubscribe?.();
    this.#unsubscribe = null;
    this.upload.dispose();
    this.identity.dispose();
  }

  retryTypes(): void {
    void this.#loadTypes();
  }

  retryDocuments(): void {
    void this.#loadDocuments();
  }

  /** Shows the documents of one review state (null: every document). */
  showStatus(status: KycDocumentStatus | null): void {
    if (status === this.statusFilter) return;
    this.statusFilter = status;
    void this.#loadDocuments();
  }

  async #loadTypes(): Promise<void> {
    this.types = LOADING;
    await this.#showing.answer(this.#deps.loadTypes.execute(), (outcome) => {
      this.types =
        outcome.kind === 'ready'
          ? { kind: 'ready', value: outcome.types }
          : { kind: 'failed', messageKey: outcome.error.messageKey };
    });
  }

  async #loadDocuments(): Promise<void> {
    const user = this.#deps.user();
    if (user === null) return;
    const load = ++this.#documentLoads;
    // Called from events (KYC_CHANGED, an upload) as well as actions.
    runInAction(() => {
      this.documentsLoading = true;
      // A reload keeps the list on screen (aria-busy marks it) rather than flashing it away.
      if (this.documents.kind !== 'ready') this.documents = LOADING;
    });
    const filter = this.statusFilter === null ? {} : { statuses: [this.statusFilter] };
    await this.#showing.answer(this.#deps.listDocuments.execute(user.id, filter), (outcome) => {
      if (load !== this.#documentLoads) return;
      this.documentsLoading = false;
      this.documents =
        outcome.kind === 'ready'
          ? { kind: 'ready', value: outcome.documents }
          : { kind: 'failed', messageKey: outcome.error.messageKey };
    });
  }
}
