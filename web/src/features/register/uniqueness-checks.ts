import type { CheckUniqueFieldUseCase } from '@lv-casino/core/registration/check-unique-field.use-case.ts';
import type {
  RegistrationSettings,
  UniqueField,
} from '@lv-casino/core/registration/registration-settings.ts';

/** A value the server judged: the message id of its taken error, or null when it is free. */
interface Answer {
  readonly value: string;
  readonly taken: string | null;
}

/**
 * The server's uniqueness checks of the wizard (core's CheckUniqueFieldUseCase): the last answer per
 * field is remembered, so a value is asked about once, and the same question in flight is shared.
 * An unavailable check is not remembered: it is asked again next time (the register call checks anyway).
 */
export class UniquenessChecks {
  readonly #useCase: CheckUniqueFieldUseCase;
  readonly #answers = new Map<UniqueField, Answer>();
  readonly #inFlight = new Map<string, Promise<Answer | null>>();

  constructor(useCase: CheckUniqueFieldUseCase) {
    this.#useCase = useCase;
  }

  /** The taken error of `value` if the server already refused it. */
  takenKey(field: UniqueField, value: string): string | undefined {
    const answer = this.#answers.get(field);
    return answer?.value === value ? (answer.taken ?? undefined) : undefined;
  }

  /** Remembers that another account uses `value`, as the register call answered (its taken error). */
  remember(field: UniqueField, value: string, taken: string): void {
    this.#answers.set(field, { value, taken });
  }

  /** Asks about `value` unless it was answered; null when nothing new was learnt. */
  check(field: UniqueField, value: string, settings: RegistrationSettings): Promise<Answer | null> {
    if (this.#answers.get(field)?.value === value) return Promise.resolve(null);
    const key = `${field}:${value}`;
    const running = this.#inFlight.get(key);
    if (running !== undefined) return running;
    const asked = this.#ask(field, value, settings).finally(() => {
      this.#inFlight.delete(key);
    });
    this.#inFlight.set(key, asked);
    return asked;
  }

  async #ask(field: UniqueField, value: string, settings: RegistrationSettings): Promise<Answer | null> {
    const outcome = await this.#useCase.execute(field, value, settings);
    if (outcome.kind !== 'taken' && outcome.kind !== 'unique') return null;
    const answer = { value, taken: outcome.kind === 'taken' ? outcome.messageKey : null };
    this.#answers.set(field, answer);
    return answer;
  }
}
