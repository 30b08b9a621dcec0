import type { Complaint, ComplaintRequest } from '../complaint/complaint.ts';
import type { ApiFailure } from '../errors/api-failure.ts';
import type { ComplaintPort } from '../complaint/complaint.port.ts';
import { ok, type Result } from '../shared/result.ts';
import { createComplaint } from './complaint.builder.ts';

/**
 * A ComplaintPort whose answer is set by the test (a RECEIVED complaint SUD-2026-00417 by default);
 * records every request. `hold()` keeps the next answers back until `release()`.
 */
export class FakeComplaintPort implements ComplaintPort {
  result: Result<Complaint, ApiFailure> = ok(createComplaint());
  readonly requests: ComplaintRequest[] = [];
  #held: Promise<void> | null = null;
  #release: () => void = () => undefined;

  hold(): void {
    this.#held = new Promise((resolve) => {
      this.#release = resolve;
    });
  }

  release(): void {
    this.#held = null;
    this.#release();
  }

  async createComplaint(request: ComplaintRequest): Promise<Result<Complaint, ApiFailure>> {
    this.requests.push(request);
    await this.#held;
    return this.result;
  }
}
