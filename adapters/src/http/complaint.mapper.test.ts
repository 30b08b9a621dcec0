import { describe, expect, it } from 'vitest';
import { aComplaintDto } from '../testing/account-extras-dto.builders.ts';
import { toComplaint } from './complaint.mapper.ts';

describe('toComplaint', () => {
  it('reads the reference, the status and the date', () => {
    expect(toComplaint(aComplaintDto())).toEqual({
      ok: true,
      value: {
        complaintId: 'SUD-2026-00417',
        status: 'RECEIVED',
        createdAt: Date.UTC(2026, 10, 21, 10, 0, 0),
      },
    });
  });

  it('refuses a body without a reference', () => {
    expect(toComplaint({ status: 'RECEIVED', createdAt: '2026-11-21T12:00:00+02:00' }).ok).toBe(false);
  });
});
