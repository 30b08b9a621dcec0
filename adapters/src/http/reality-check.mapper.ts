import type { Result } from '@lv-casino/core/shared/result.ts';
import type { components } from '@lv-casino/sdk/generated/openapi.ts';
import { decode, DtoReader, malformed } from './dto-reader.ts';

type Schemas = components['schemas'];

/** RealityCheckAcknowledgement DTO → the new acknowledgeCounter (an integer of at least 0). */
export const toRealityCheckAcknowledgement = (
  body: unknown,
): Result<{ readonly acknowledgeCounter: number }, string> =>
  decode(() => {
    const acknowledgeCounter =
      DtoReader.of<Schemas['RealityCheckAcknowledgement']>(body).integer('acknowledgeCounter');
    return {
      acknowledgeCounter:
        acknowledgeCounter < 0 ? malformed('body.acknowledgeCounter is negative') : acknowledgeCounter,
    };
  });
