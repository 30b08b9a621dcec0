import type {
  KycDocument,
  KycDocumentRequirement,
  KycDocumentType,
  KycFile,
} from '@lv-casino/core/kyc/kyc.ts';
import {
  checkKycFile,
  type KycUploadErrors,
  type KycUploadField,
} from '@lv-casino/core/kyc/kyc-upload.rule.ts';
import type { UploadKycDocumentUseCase } from '@lv-casino/core/kyc/upload-kyc-document.use-case.ts';
import { makeAutoObservable, runInAction } from 'mobx';

export interface KycUploadDeps {
  readonly upload: UploadKycDocumentUseCase;
  /** The types the form offers (those the server listed; none until they have come). */
  readonly types: () => readonly KycDocumentType[];
  /** An upload was stored: the list of documents is loaded again. */
  readonly onUploaded: (document: KycDocument) => void;
}

/** Where an upload is: nothing sent, sending (with the percentage sent when known), or how it went. */
export type UploadPhase =
  | { readonly kind: 'idle' }
  /** `percent` is null until the transport tells how much has gone (then 0-100). */
  | { readonly kind: 'sending'; readonly percent: number | null }
  | { readonly kind: 'uploaded'; readonly document: KycDocument }
  | { readonly kind: 'failed' };

const FIELDS: readonly KycUploadField[] = ['documentType', 'file', 'cardNumber', 'paymentAccount'];

/**
 * The document upload form of the kyc tab (account-and-session.md §3 KYC document, §7, §8 code 72):
 * the type, the file (checked as soon as it is chosen: JPEG, PNG or PDF, at most 10 MB), the card
 * number or payment account the type requires. A submit is checked and sent by core; its progress
 * shows; a refusal shows by its field (72 by the file) or for the form and keeps everything chosen and
 * typed. After an upload the file and the extra field are emptied (the type stays, for the next page).
 */
export class KycUploadStore {
  documentType: string | null = null;
  file: KycFile | null = null;
  cardNumber = '';
  paymentAccount = '';
  /** The message id of every field in error. */
  errors: KycUploadErrors = {};
  /** The catalogue text of a refusal of the whole form (anything but 72), or null. */
  refusal: string | null = null;
  phase: UploadPhase = { kind: 'idle' };
  /** Bumped to empty the file input after an upload (a file input cannot be set, only replaced). */
  fileInputKey = 0;

  readonly #deps: KycUploadDeps;
  /** Bumped by dispose: an answer that arrives after it is dropped. */
  #generation = 0;

  constructor(deps: KycUploadDeps) {
    this.#deps = deps;
    makeAutoObservable(this, {}, { deep: false });
  }

  /** The extra field the chosen type needs. */
  get requires(): KycDocumentRequirement {
    return this.#deps.types().find((type) => type.documentType === this.documentType)?.requires ?? 'NONE';
  }

  get sending(): boolean {
    return this.phase.kind === 'sending';
  }

  /** The first field in error, in the form's order (where the focus goes after a failed submit). */
  get firstError(): KycUploadField | null {
    return FIELDS.find((field) => this.errors[field] !== undefined) ?? null;
  }

  /** Another type asks for another extra field: the errors of those fields go (what was typed stays). */
  chooseType(documentType: string): void {
    this.documentType = documentType === '' ? null : documentType;
    this.#edited('documentType');
    const { cardNumber: _card, paymentAccount: _account, ...others } = this.errors;
    this.errors = others;
  }

  /** A chosen file is checked at once: a wrong type or size shows before anything is sent. */
  chooseFile(file: KycFile | null): void {
    this.file = file;
    this.#edited('file');
    const error = file === null ? null : checkKycFile(file);
    if (error !== null) this.errors = { ...this.errors, file: error };
  }

  setCardNumber(cardNumber: string): void {
    this.cardNumber = cardNumber;
    this.#edited('cardNumber');
  }

  setPaymentAccount(paymentAccount: string): void {
    this.paymentAccount = paymentAccount;
    this.#edited('paymentAccount');
  }

  dispose(): void {
    this.#generation += 1;
    if (this.sending) this.phase = { kind: 'idle' };
  }

  /** Checks the form and uploads the document; a second submit while one is under way is ignored. */
  async submit(): Promise<void> {
    if (this.sending) return;
    const generation = this.#generation;
    this.refusal = null;
    this.phase = { kind: 'sending', percent: null };
    const form = {
      documentType: this.documentType,
      file: this.file,
      cardNumber: this.cardNumber,
      paymentAccount: this.paymentAccount,
    };
    const outcome = await this.#deps.upload.execute(form, this.#deps.types(), (percent) => {
      runInAction(() => {
        if (generation === this.#generation && this.phase.kind === 'sending') {
          this.phase = { kind: 'sending', percent };
        }
      });
    });
    if (generation !== this.#generation) return;
    runInAction(() => {
      switch (outcome.kind) {
        case 'uploaded':
          this.phase = { kind: 'uploaded', document: outcome.document };
          this.errors = {};
          this.file = null;
          this.cardNumber = '';
          this.paymentAccount = '';
          this.fileInputKey += 1;
          break;
        case 'invalid':
          this.phase = { kind: 'failed' };
          this.errors = outcome.errors;
          break;
        case 'refused':
          this.phase = { kind: 'failed' };
          if (outcome.refusal.target === 'file') this.errors = { file: outcome.refusal.error.messageKey };
          else this.refusal = outcome.refusal.error.messageKey;
      }
    });
    if (outcome.kind === 'uploaded') this.#deps.onUploaded(outcome.document);
  }

  /** An edit clears its field's error and the last outcome shown. */
  #edited(field: KycUploadField): void {
    if (this.errors[field] !== undefined) {
      const { [field]: _cleared, ...others } = this.errors;
      this.errors = others;
    }
    if (!this.sending) this.phase = { kind: 'idle' };
  }
}
