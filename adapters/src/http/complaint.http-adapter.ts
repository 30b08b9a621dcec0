import type { Complaint, ComplaintRequest } from '@lv-casino/core/complaint/complaint.ts';
import type { ApiFailure } from '@lv-casino/core/errors/api-failure.ts';
import type { ComplaintPort } from '@lv-casino/core/complaint/complaint.port.ts';
import type { Result } from '@lv-casino/core/shared/result.ts';
import type { CustomerFacingClient } from '@lv-casino/sdk/customer-facing.client.ts';
import { toComplaint } from './complaint.mapper.ts';
import { call } from './call.ts';

/** ComplaintPort over POST customers/complaint/create (private). */
export class ComplaintHttpAdapter implements ComplaintPort {
  readonly #client: CustomerFacingClient;

  constructor(client: CustomerFacingClient) {
    this.#client = client;
  }

  createComplaint(request: ComplaintRequest): Promise<Result<Complaint, ApiFailure>> {
    return call(
      () =>
        this.#client.POST('/api/v1/customerfacing/customers/complaint/create', {
          body: { category: request.category, subject: request.subject, message: request.message },
        }),
      toComplaint,
    );
  }
}
