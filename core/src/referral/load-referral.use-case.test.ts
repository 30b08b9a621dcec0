import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorCatalogueTable } from '../errors/error-catalogue.table.ts';
import { fail } from '../shared/result.ts';
import { createApiFailure } from '../testing/failure.builder.ts';
import { CONTRACT_ERROR_TABLE } from '../testing/generated/error-catalogue.fixture.ts';
import { FakeReferralPort } from '../testing/referral-port.fake.ts';
import { ANNA_REFERRAL_CODE, createReferralInvitation } from '../testing/referral.builder.ts';
import { LoadReferralUseCase } from './load-referral.use-case.ts';

let port: FakeReferralPort;
let load: LoadReferralUseCase;

beforeEach(() => {
  port = new FakeReferralPort();
  load = new LoadReferralUseCase(port, new ErrorCatalogueTable(CONTRACT_ERROR_TABLE));
});

describe('LoadReferralUseCase', () => {
  it('answers the code and the invitations', async () => {
    expect(await load.execute()).toEqual({
      kind: 'loaded',
      value: { code: ANNA_REFERRAL_CODE, unavailable: null, invitations: [createReferralInvitation()] },
    });
  });

  it('asks for both together', async () => {
    port.hold();
    const loading = load.execute();
    expect(port.calls).toEqual([{ call: 'generateCode' }, { call: 'searchInvitations' }]);
    port.release();
    await loading;
  });

  it.each([31, 64, 119])('answers a programme closed with %i, the invitations still listed', async (code) => {
    port.codeResult = fail(createApiFailure(code));
    expect(await load.execute()).toMatchObject({
      kind: 'loaded',
      value: { code: null, unavailable: { code }, invitations: [createReferralInvitation()] },
    });
  });

  it('fails when the code is refused otherwise', async () => {
    port.codeResult = fail(createApiFailure(41));
    expect(await load.execute()).toMatchObject({ kind: 'failed', error: { code: 41 } });
  });

  it('fails when the invitations cannot be read', async () => {
    port.searchResult = fail(createApiFailure(-1));
    expect(await load.execute()).toMatchObject({ kind: 'failed', error: { code: -1 } });
  });
});
