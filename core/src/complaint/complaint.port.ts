import type { Complaint, ComplaintRequest } from '../complaint/complaint.ts';
import type { ApiFailure } from '../errors/api-failure.ts';
import type { Result } from '../shared/result.ts';

/** Complaints of the logged-in customer (account-and-session.md §7; private). */
export interface ComplaintPort {
  /** POST customers/complaint/create: registers the complaint and answers its reference. */
  createComplaint(request: ComplaintRequest): Promise<Result<Complaint, ApiFailure>>;
}
export const ComplaintPort = Symbol('ComplaintPort');
