import { describe, expect, it } from 'vitest';
import { readErrorCatalogue, renderErrorCatalogue } from './error-catalogue.generator.ts';
import { importRendered } from './render-module.testing.ts';

function entry(code: number, title: string, action = 'show-message') {
  return {
    const: code,
    title,
    description: `Meaning of ${code}.`,
    'x-message-key': `errors.api.${code}`,
    'x-client-action': action,
  };
}

function createOpenapi(oneOf: readonly unknown[]) {
  return { openapi: '3.1.0', components: { schemas: { ErrorCode: { type: 'integer', oneOf } } } };
}

const catalogue = [
  entry(-1, 'GENERAL_ERROR', 'open-error-modal'),
  entry(96, 'ACCESS_TOKEN_EXPIRED', 'refresh-and-retry'),
];

describe('error catalogue generator', () => {
  it('reads code, name, meaning, message key and client action of each oneOf entry', () => {
    expect(readErrorCatalogue(createOpenapi(catalogue))[1]).toEqual({
      code: 96,
      name: 'ACCESS_TOKEN_EXPIRED',
      meaning: 'Meaning of 96.',
      messageKey: 'errors.api.96',
      clientAction: 'refresh-and-retry',
    });
  });

  it('generates errorCatalogue and errorCodes by name', async () => {
    const rendered = await importRendered(
      renderErrorCatalogue(readErrorCatalogue(createOpenapi(catalogue)), 'x'),
    );
    expect(rendered.errorCodes).toEqual({ GENERAL_ERROR: -1, ACCESS_TOKEN_EXPIRED: 96 });
    expect(rendered.errorCatalogue).toHaveLength(2);
  });

  it('generates a run-time catalogue without the names and meanings', async () => {
    const rendered = await importRendered(
      renderErrorCatalogue(readErrorCatalogue(createOpenapi(catalogue)), 'x'),
    );
    expect(rendered.errorRuntimeCatalogue).toEqual(
      (rendered.errorCatalogue as readonly Record<string, unknown>[]).map(
        ({ name: _name, meaning: _meaning, ...rest }) => rest,
      ),
    );
  });

  it('generates a builder of the run-time catalogue, for a bundle that builds it when first needed', async () => {
    const rendered = await importRendered(
      renderErrorCatalogue(readErrorCatalogue(createOpenapi(catalogue)), 'x'),
    );
    expect((rendered.buildErrorRuntimeCatalogue as () => unknown)()).toEqual(rendered.errorRuntimeCatalogue);
  });

  it('refuses a duplicate code', () => {
    expect(() => readErrorCatalogue(createOpenapi([...catalogue, entry(96, 'OTHER')]))).toThrow(
      'duplicate code 96',
    );
  });

  it('refuses an entry without a client action', () => {
    const { 'x-client-action': _action, ...withoutAction } = entry(1, 'BAD_CREDENTIALS');
    expect(() => readErrorCatalogue(createOpenapi([...catalogue, withoutAction]))).toThrow('x-client-action');
  });

  it('refuses a catalogue without the fallback code -1', () => {
    expect(() => readErrorCatalogue(createOpenapi([entry(1, 'BAD_CREDENTIALS')]))).toThrow('-1');
  });
});
