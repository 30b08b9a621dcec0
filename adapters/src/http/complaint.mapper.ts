import { COMPLAINT_STATUSES, type Complaint } from '@lv-casino/core/complaint/complaint.ts';
import type { Result } from '@lv-casino/core/shared/result.ts';
import type { components } from '@lv-casino/sdk/generated/openapi.ts';
import { decode, DtoReader, malformed } from './dto-reader.ts';

type Schemas = components['schemas'];

/** An ISO 8601 date-time with an offset → ms since the epoch; a body with anything else is malformed. */
const instant = (text: string, path: string): number => {
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? malformed(`${path} is not a date-time`) : ms;
};

/** Complaint DTO → Complaint (`createdAt` as ms since the epoch). */
export const toComplaint = (body: unknown): Result<Complaint, string> =>
  decode(() => {
    const dto = DtoReader.of<Schemas['Complaint']>(body);
    return {
      complaintId: dto.string('complaintId'),
      status: dto.oneOf('status', COMPLAINT_STATUSES),
      createdAt: instant(dto.string('createdAt'), 'body.createdAt'),
    };
  });
