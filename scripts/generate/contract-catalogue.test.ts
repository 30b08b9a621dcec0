import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { outputs, repoRoot } from './contract-files.ts';
import { readErrorCatalogue } from './error-catalogue.generator.ts';
import { readRecord } from './json-reader.ts';
import { readNotificationContract } from './notifications.generator.ts';
import { lowerCamelCase } from './typescript-source.ts';

async function readBundle(path: string) {
  return readRecord(JSON.parse(await readFile(join(repoRoot, path), 'utf8')), path);
}

/** Every code of account-and-session.md §8, ranges expanded. */
const specifiedCodes = [
  -1, 1, 2, 3, 4, 5, 7, 8, 10, 12, 13, 14, 15, 19, 21, 23, 24, 25, 26, 31, 33, 35, 38, 39, 40, 41, 44, 45, 47,
  48, 49, 50, 51, 52, 53, 54, 56, 57, 58, 59, 64, 66, 69, 72, 75, 76, 77, 80, 81, 82, 83, 84, 91, 93, 95, 96,
  97, 98, 99, 104, 105, 106, 115, 116, 117, 119,
];

describe('the contracts in contracts/bundled', () => {
  it('catalogue every error code of the specification, ascending', async () => {
    const catalogue = readErrorCatalogue(await readBundle(outputs.openapiBundle));
    expect(catalogue.map((entry) => entry.code)).toEqual(specifiedCodes);
  });

  it('give the client actions and message keys the shared decisions name', async () => {
    const catalogue = readErrorCatalogue(await readBundle(outputs.openapiBundle));
    const byCode = new Map(catalogue.map((entry) => [entry.code, entry]));
    expect(byCode.get(98)).toMatchObject({
      clientAction: 'session-expired',
      messageKey: 'global.error.session.expired',
    });
    expect(byCode.get(39)).toMatchObject({
      clientAction: 'open-self-excluded-modal',
      messageKey: 'gaming.error.self.excluded',
    });
    expect(byCode.get(1)).toMatchObject({ clientAction: 'show-message', messageKey: 'errors.api.1' });
    expect([3, 58, 41, -1, 96, 97].map((code) => byCode.get(code)?.clientAction)).toEqual([
      'force-logout-open-login',
      'open-forgot-password',
      'open-error-modal',
      'open-error-modal',
      'refresh-and-retry',
      'refresh-and-retry',
    ]);
  });

  it('describe the nine forced-logout notification kinds with their specified message keys', async () => {
    const { kinds } = readNotificationContract(await readBundle(outputs.asyncapiBundle));
    const forced = kinds.filter((kind) => kind.clientAction === 'force-logout-open-login');
    expect(forced.map((kind) => [kind.notificationType, kind.messageKey])).toEqual([
      ['SELF_EXCLUSION', 'gaming.error.self.excluded'],
      ['SESSION_LENGTH_EXCEEDED', 'global.error.session.expired'],
      ['PERMANENT_SE_BY_CUSTOMER', 'notifications.permanentSeByCustomer'],
      ['PERMANENT_SE_BY_OPERATOR', 'notifications.permanentSeByOperator'],
      ['SESSION_END_BY_OPERATOR', 'notifications.sessionEndByOperator'],
      ['MULTIPLE_SESSIONS', 'notifications.multipleSessions'],
      ['SE_BY_TIMEOUT', 'notifications.seByTimeout'],
      ['SESSION_END_DUE_INACTIVITY', 'notifications.sessionEndDueInactivity'],
      ['SESSION_END_DUE_MAX_WIN_REACHED', 'notifications.sessionEndDueMaxWinReached'],
    ]);
  });

  it('describe every other notification kind with the client action the shared decisions name', async () => {
    const { kinds } = readNotificationContract(await readBundle(outputs.asyncapiBundle));
    const others = kinds.filter((kind) => kind.clientAction !== 'force-logout-open-login');
    expect(Object.fromEntries(others.map((kind) => [kind.notificationType, kind.clientAction]))).toEqual({
      ...Object.fromEntries(
        [
          'KYC_VERIFIED',
          'KYC_NOT_VERIFIED',
          'KYC_NOT_VERIFIED_SUSPICION',
          'KYC_NOT_VERIFIED_NEW_PAYMENT_METHOD',
          'KYC_WAITING_BO_USER',
          'KYC_VERIFICATION_COMPLETED',
        ].map((type) => [type, 'update-kyc-status']),
      ),
      ACCOUNT_LOCK_STATUS_CHANGED: 'update-account-lock',
      REALITY_CHECK_START: 'start-reality-check',
      RESPONSIBLE_GAMING_CHANGES_APPLY: 'open-limits-changed-modal',
      ...Object.fromEntries(
        [
          'RESPONSIBLE_GAMING_ERROR',
          'MAX_BET_LIMIT_REACHED',
          'REAL_MONEY_DISABLED',
          'GAME_EXCLUDED',
          'BET_NOT_APPLICABLE_DUE_TO_IN_PROGRESS_SPORTS_BETS',
          'XPOINT_STATUS_DENIED',
          'USER_ACCOUNT_FROZEN',
          'BONUS_MONEY_PLAY',
          'REAL_MONEY_PLAY',
          'CUSTOMER_DEVICE_NOT_APPLICABLE',
          'GAME_PRODUCT_NOT_APPLICABLE',
          'GAME_NOT_APPLICABLE',
          'BET_MIN_MAX_ODD_NOT_APPLICABLE',
          'BET_MIN_MAX_AMOUNT_NOT_APPLICABLE',
          'GAME_CATEGORY_NOT_APPLICABLE',
          'GAME_PROVIDER_NOT_APPLICABLE',
          'GAMEPLAY_MESSAGE',
        ].map((type) => [type, 'open-gaming-modal']),
      ),
      BONUS_VIOLATION: 'open-bonus-violation-modal',
      // Designed: how the client learns of a simple message to show.
      SIMPLE_MESSAGE: 'show-simple-message',
    });
    expect(
      others.every((kind) => kind.messageKey === `notifications.${lowerCamelCase(kind.notificationType)}`),
    ).toBe(true);
  });
});
