import { beforeEach, describe, expect, it } from 'vitest';
import { ok } from '../shared/result.ts';
import { FakeErrorCatalogue } from '../testing/catalogues.fake.ts';
import { FakeCustomerPort } from '../testing/customer-port.fake.ts';
import { InMemoryTokenStore } from '../testing/token-store.in-memory.ts';
import { createTokens, createUser } from '../testing/user.builder.ts';
import { RestoreSessionUseCase } from './restore-session.use-case.ts';
import { TabVisibleUseCase } from './tab-visible.use-case.ts';

let tokens: InMemoryTokenStore;
let customer: FakeCustomerPort;
let tabVisible: TabVisibleUseCase;

beforeEach(() => {
  tokens = new InMemoryTokenStore(createTokens());
  customer = new FakeCustomerPort({ tokens });
  tabVisible = new TabVisibleUseCase(new RestoreSessionUseCase(tokens, customer, new FakeErrorCatalogue()));
});

describe('TabVisibleUseCase', () => {
  it('fetches the customer again', async () => {
    await tabVisible.execute({ modal: null, activeTab: null });
    expect(customer.calls).toContain('getCurrentCustomer');
  });

  it('answers the fresh session', async () => {
    customer.user = ok(createUser({ kycVerified: 'WAITING_BO_USER' }));
    expect(await tabVisible.execute({ modal: null, activeTab: null })).toMatchObject({
      kind: 'rechecked',
      session: { kind: 'logged-in', user: { kycVerified: 'WAITING_BO_USER' } },
    });
  });

  it('stays on the page next', async () => {
    expect(await tabVisible.execute({ modal: null, activeTab: null })).toMatchObject({
      next: { kind: 'stay' },
    });
  });

  it('makes no call while the profile is on the kyc tab', async () => {
    expect(await tabVisible.execute({ modal: 'profile', activeTab: 'kyc' })).toEqual({ kind: 'skipped' });
    expect(customer.calls).toEqual([]);
  });

  it('closes the modal when the player returns to the bonuses tab', async () => {
    expect(await tabVisible.execute({ modal: 'profile', activeTab: 'bonuses' })).toMatchObject({
      next: { kind: 'close-modal' },
    });
  });

  it('opens the terms modal when the terms are no longer accepted, even on the bonuses tab', async () => {
    customer.user = ok(createUser({ acceptTermsAndConditions: false }));
    expect(await tabVisible.execute({ modal: 'profile', activeTab: 'bonuses' })).toMatchObject({
      next: { kind: 'open-modal', modal: 'tac' },
    });
  });

  it('answers logged-out when no tokens are stored any more', async () => {
    tokens.clear();
    expect(await tabVisible.execute({ modal: null, activeTab: null })).toMatchObject({
      session: { kind: 'logged-out' },
    });
  });

  it('passes the page on for the language switch', async () => {
    customer.user = ok(createUser({ lang: 'ru' }));
    const page = { pageLanguage: 'en', supportedLanguages: ['lv', 'en', 'ru'] } as const;
    expect(await tabVisible.execute({ modal: null, activeTab: null }, page)).toMatchObject({
      session: { switchLanguageTo: 'ru' },
    });
  });
});
