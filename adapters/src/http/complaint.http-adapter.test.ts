import { describe, expect, it } from 'vitest';
import { aComplaintDto } from '../testing/account-extras-dto.builders.ts';
import { customerFacingFixture } from '../testing/customer-facing.fixture.ts';
import { ComplaintHttpAdapter } from './complaint.http-adapter.ts';

const API = '/api/v1/customerfacing';
const COMPLAINT = `${API}/customers/complaint/create`;

describe('ComplaintHttpAdapter', () => {
  it('files the complaint and answers its reference', async () => {
    const { server, client } = customerFacingFixture();
    server.json('POST', COMPLAINT, 200, aComplaintDto());
    const request = { category: 'PAYMENTS', subject: 'Izmaksa', message: 'Nauda nav saņemta.' } as const;

    const result = await new ComplaintHttpAdapter(client).createComplaint(request);

    expect([result.ok && result.value.complaintId, server.lastJsonBody(COMPLAINT)]).toEqual([
      'SUD-2026-00417',
      request,
    ]);
  });
});
