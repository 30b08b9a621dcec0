import { describeFailure } from '../errors/describe-failure.rule.ts';
import type { ErrorCatalogue } from '../errors/error-catalogue.port.ts';
import type { SourceOfFundsPort } from '../source-of-funds/source-of-funds.port.ts';
import type { ProfileSaveOutcome } from '../profile/profile-refusal.rule.ts';
import { checkDeclarationForm, type DeclarationForm } from './declaration-form.rule.ts';
import type { SourceOfFundsDeclaration } from './source-of-funds.ts';

/**
 * The source-of-funds declaration from its form: checked first (nothing is sent for a form in error),
 * then recorded, which clears the pending declaration; answers what was declared. A refusal (57 bad
 * customer data, or any other code) is the form's, with the catalogue's text.
 */
export class DeclareSourceOfFundsUseCase {
  readonly #sourceOfFunds: SourceOfFundsPort;
  readonly #errors: ErrorCatalogue;

  constructor(sourceOfFunds: SourceOfFundsPort, errors: ErrorCatalogue) {
    this.#sourceOfFunds = sourceOfFunds;
    this.#errors = errors;
  }

  async execute(form: DeclarationForm): Promise<ProfileSaveOutcome<SourceOfFundsDeclaration>> {
    const checked = checkDeclarationForm(form);
    if (!checked.ok) return { kind: 'invalid', errors: checked.error };
    const declared = await this.#sourceOfFunds.declare(checked.value);
    return declared.ok
      ? { kind: 'saved', value: checked.value }
      : {
          kind: 'refused',
          refusal: { errors: {}, formError: describeFailure(declared.error, this.#errors) },
        };
  }
}
