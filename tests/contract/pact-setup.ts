import { fileURLToPath } from 'node:url';
import { PactV4 } from '@pact-foundation/pact';

export const CONSUMER = 'lv-casino-web';
export const PROVIDER = 'lv-casino-customerfacing-api';
/**
 * Where pact files are written and verified from: tests/contract/pacts/, or `PACT_DIR` (absolute) so
 * one area's pacts can be written and verified on their own without touching the committed ones.
 */
export const PACT_DIR = process.env['PACT_DIR'] ?? fileURLToPath(new URL('./pacts', import.meta.url));

/** The headers every call of the web client sends (contract: components/parameters). */
export const CLIENT_HEADERS = { 'X-Client-Code': 'lv-casino-web', 'X-Label-Entry-Point': 'LV' } as const;

export const createPact = (): PactV4 =>
  new PactV4({ consumer: CONSUMER, provider: PROVIDER, dir: PACT_DIR, logLevel: 'warn' });
