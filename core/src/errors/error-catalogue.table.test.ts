import { describe, expect, it } from 'vitest';
import { ErrorCatalogueTable } from './error-catalogue.table.ts';
import { isClientAction, type ErrorDescriptor } from './error-catalogue.port.ts';

const general: ErrorDescriptor = {
  code: -1,
  name: 'GENERAL_ERROR',
  messageKey: 'errors.api.-1',
  clientAction: 'open-error-modal',
};
const badCredentials: ErrorDescriptor = {
  code: 1,
  name: 'BAD_CREDENTIALS',
  messageKey: 'errors.api.1',
  clientAction: 'show-message',
};

describe('ErrorCatalogueTable', () => {
  it('describes a listed code', () => {
    expect(new ErrorCatalogueTable([general, badCredentials]).describe(1)).toBe(badCredentials);
  });

  it('resolves an unlisted code to the general error', () => {
    expect(new ErrorCatalogueTable([general, badCredentials]).describe(404)).toBe(general);
  });

  it('refuses a table without the general error', () => {
    expect(() => new ErrorCatalogueTable([badCredentials])).toThrow(/-1/);
  });

  it('describes a code from a list it builds when first asked', () => {
    expect(new ErrorCatalogueTable(() => [general, badCredentials]).describe(1)).toBe(badCredentials);
  });

  it('builds the list once, however many codes it describes', () => {
    let builds = 0;
    const table = new ErrorCatalogueTable(() => {
      builds += 1;
      return [general, badCredentials];
    });
    table.describe(1);
    table.describe(404);
    expect(builds).toBe(1);
  });

  it('refuses a built list without the general error when first asked', () => {
    expect(() => new ErrorCatalogueTable(() => [badCredentials]).describe(1)).toThrow(/-1/);
  });
});

describe('isClientAction', () => {
  it('accepts an action of the contract', () => {
    expect(isClientAction('session-expired')).toBe(true);
  });

  it('rejects any other string', () => {
    expect(isClientAction('reload')).toBe(false);
  });
});
