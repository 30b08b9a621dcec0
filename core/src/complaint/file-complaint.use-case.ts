import { describeFailure } from '../errors/describe-failure.rule.ts';
import type { ErrorCatalogue } from '../errors/error-catalogue.port.ts';
import type { ComplaintPort } from '../complaint/complaint.port.ts';
import type { ProfileSaveOutcome } from '../profile/profile-refusal.rule.ts';
import type { Complaint } from './complaint.ts';
import { checkComplaintForm, type ComplaintForm } from './complaint-form.rule.ts';

/**
 * A complaint from the complaint form: checked first (nothing is sent for a form in error), then
 * registered; the answer carries the reference the player quotes. A refusal is the form's, with the
 * catalogue's text of its code.
 */
export class FileComplaintUseCase {
  readonly #complaints: ComplaintPort;
  readonly #errors: ErrorCatalogue;

  constructor(complaints: ComplaintPort, errors: ErrorCatalogue) {
    this.#complaints = complaints;
    this.#errors = errors;
  }

  async execute(form: ComplaintForm): Promise<ProfileSaveOutcome<Complaint>> {
    const checked = checkComplaintForm(form);
    if (!checked.ok) return { kind: 'invalid', errors: checked.error };
    const filed = await this.#complaints.createComplaint(checked.value);
    return filed.ok
      ? { kind: 'saved', value: filed.value }
      : {
          kind: 'refused',
          refusal: { errors: {}, formError: describeFailure(filed.error, this.#errors) },
        };
  }
}
