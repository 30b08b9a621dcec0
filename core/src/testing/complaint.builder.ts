import type { Complaint } from '../complaint/complaint.ts';

/** A registered complaint, as the contract's example. */
export const createComplaint = (overrides: Partial<Complaint> = {}): Complaint => ({
  complaintId: 'SUD-2026-00417',
  status: 'RECEIVED',
  createdAt: Date.parse('2026-11-21T12:00:00+02:00'),
  ...overrides,
});
