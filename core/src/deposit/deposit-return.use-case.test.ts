import { beforeEach, describe, expect, it } from 'vitest';
import { fail, ok } from '../shared/result.ts';
import { FakeErrorCatalogue } from '../testing/catalogues.fake.ts';
import { FakeDepositPorts } from '../testing/deposit-ports.fake.ts';
import { createTransportFailure } from '../testing/failure.builder.ts';
import { InMemoryPendingDepositStore, aPendingDeposit } from '../testing/pending-deposit.fake.ts';
import { DepositResultUseCase, type DepositResultInput } from './deposit-result.use-case.ts';
import { DepositReturnUseCase } from './deposit-return.use-case.ts';
import { TrackDepositUseCase } from './track-deposit.use-case.ts';

const page = (pathname: string, search = ''): DepositResultInput => ({
  pathname,
  search,
  kycVerified: 'VERIFIED',
});

const DEPOSIT = aPendingDeposit({ paymentTransactionId: '884512', amount: 3500, currency: 'EUR' });

let deposits: FakeDepositPorts;
let pending: InMemoryPendingDepositStore;
let returned: DepositReturnUseCase;

beforeEach(() => {
  deposits = new FakeDepositPorts();
  pending = new InMemoryPendingDepositStore(DEPOSIT);
  returned = new DepositReturnUseCase(
    new DepositResultUseCase(deposits, new FakeErrorCatalogue()),
    new TrackDepositUseCase(deposits),
    pending,
  );
});

describe('DepositReturnUseCase', () => {
  it('is none for a location that is not a result page, keeping the deposit pending', async () => {
    expect([await returned.execute(page('/lv/casino')), pending.deposit]).toEqual([
      { result: { kind: 'none' }, deposit: null, events: [] },
      DEPOSIT,
    ]);
  });

  it('shows the result page', async () => {
    expect(await returned.execute(page('/lv/deposit/failure'))).toMatchObject({
      result: { kind: 'result', page: { type: 'failure', icon: 'failure' } },
    });
  });

  it('ends the pending deposit of the transaction the page names', async () => {
    expect([
      await returned.execute(page('/lv/deposit/failure', '?paymentTransactionId=884512')),
      pending.deposit,
    ]).toMatchObject([{ deposit: DEPOSIT, events: [] }, null]);
  });

  it('ends the pending deposit on a page that names no transaction', async () => {
    expect([await returned.execute(page('/lv/deposit/failure')), pending.deposit]).toMatchObject([
      { deposit: DEPOSIT },
      null,
    ]);
  });

  it('keeps the pending deposit on the page of another transaction', async () => {
    expect([
      await returned.execute(page('/lv/deposit/failure', '?paymentTransactionId=999')),
      pending.deposit,
    ]).toMatchObject([{ deposit: null, events: [] }, DEPOSIT]);
  });

  it('keeps the deposit pending on a pending page', async () => {
    expect([await returned.execute(page('/lv/deposit/pending')), pending.deposit]).toMatchObject([
      { deposit: DEPOSIT, events: [] },
      DEPOSIT,
    ]);
  });

  it('ends the pending deposit on a cancel page', async () => {
    await returned.execute(page('/lv/deposit/cancel', '?paymentTransactionId=884512'));
    expect(pending.deposit).toBeNull();
  });

  it('raises FIRST_DEPOSIT with the amount the player chose after a first success', async () => {
    deposits.depositCount = ok(1);
    expect(await returned.execute(page('/lv/deposit/success'))).toMatchObject({
      deposit: DEPOSIT,
      events: [{ kind: 'FIRST_DEPOSIT', amount: 3500, currency: 'EUR' }],
    });
  });

  it('raises REPEAT_DEPOSIT after a later success', async () => {
    deposits.depositCount = ok(4);
    expect((await returned.execute(page('/lv/deposit/success'))).events).toEqual([
      { kind: 'REPEAT_DEPOSIT', amount: 3500, currency: 'EUR' },
    ]);
  });

  it('ends the pending deposit after a success', async () => {
    await returned.execute(page('/lv/deposit/success-ext', '?status=COMPLETED_SUCCESS'));
    expect(pending.deposit).toBeNull();
  });

  it('raises nothing after a success when the deposit count cannot be read', async () => {
    deposits.depositCount = fail(createTransportFailure());
    expect((await returned.execute(page('/lv/deposit/success'))).events).toEqual([]);
  });

  it('raises nothing after a success of a deposit started elsewhere', async () => {
    pending.clear();
    expect([await returned.execute(page('/lv/deposit/success')), deposits.calls]).toMatchObject([
      { deposit: null, events: [] },
      [],
    ]);
  });

  it('does not read the deposit count after a failure', async () => {
    await returned.execute(page('/lv/deposit/failure'));
    expect(deposits.calls).toEqual([]);
  });
});
