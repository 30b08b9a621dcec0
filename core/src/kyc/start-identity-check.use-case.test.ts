import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorCatalogueTable } from '../errors/error-catalogue.table.ts';
import { fail, ok } from '../shared/result.ts';
import { createApiFailure } from '../testing/failure.builder.ts';
import { CONTRACT_ERROR_TABLE } from '../testing/generated/error-catalogue.fixture.ts';
import { FakeKycPort } from '../testing/kyc-port.fake.ts';
import { createIdentityCheck } from '../testing/kyc.builder.ts';
import { StartIdentityCheckUseCase } from './start-identity-check.use-case.ts';

let port: FakeKycPort;
let start: StartIdentityCheckUseCase;

beforeEach(() => {
  port = new FakeKycPort();
  start = new StartIdentityCheckUseCase(port, new ErrorCatalogueTable(CONTRACT_ERROR_TABLE));
});

describe('StartIdentityCheckUseCase', () => {
  it('asks Shufti Pro for its page and answers the page to open', async () => {
    const outcome = await start.execute('SHUFTIPRO');
    expect(port.calls).toEqual([{ call: 'startShuftiPro' }]);
    expect(outcome).toMatchObject({
      kind: 'open-page',
      url: 'https://app.shuftipro.com/verification/process/8f31c2',
      check: { provider: 'SHUFTIPRO', reference: 'sp-8f31c2' },
    });
  });

  it('asks iDenfy for its page and answers the page to open', async () => {
    const outcome = await start.execute('IDENFY');
    expect(port.calls).toEqual([{ call: 'initIdenfy' }]);
    expect(outcome).toEqual({
      kind: 'open-page',
      check: createIdentityCheck(),
      url: 'https://ivs.idenfy.com/api/v2/redirect?authToken=Qm8sY2xpZW50',
    });
  });

  it('answers a check without a page as started', async () => {
    port.idenfyResult = ok(createIdentityCheck({ status: 'VERIFIED', url: null }));
    expect(await start.execute('IDENFY')).toMatchObject({ kind: 'started', check: { status: 'VERIFIED' } });
  });

  it.each([75, 76, 77])('answers the identity service failure %i with its text', async (code) => {
    port.shuftiProResult = fail(createApiFailure(code));
    expect(await start.execute('SHUFTIPRO')).toMatchObject({
      kind: 'refused',
      error: { code, messageKey: `errors.api.${String(code)}` },
    });
  });

  it('answers a failure of iDenfy with its text', async () => {
    port.idenfyResult = fail(createApiFailure(75));
    expect(await start.execute('IDENFY')).toMatchObject({ kind: 'refused', error: { code: 75 } });
  });
});
