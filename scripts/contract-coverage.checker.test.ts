import { describe, expect, it } from 'vitest';
import { checkCoverage, hasGaps, readNotificationTypes } from './contract-coverage.checker.ts';
import {
  buildAsyncapi,
  buildCall,
  buildItems,
  buildMessage,
  buildNotification,
  buildOpenapi,
  buildOperation,
} from './contract-coverage.testing.ts';

const emptyAsyncapi = buildAsyncapi({});

describe('contract coverage: calls', () => {
  it('maps a call to the operation of the same method and path', () => {
    const openapi = buildOpenapi({ '/api/v1/customerfacing/regions': { get: buildOperation() } });
    const items = buildItems({ calls: [buildCall('GET', '/api/v1/customerfacing/regions')] });
    const report = checkCoverage(items, openapi, emptyAsyncapi);
    expect(report.unmapped).toEqual([]);
    expect(report.counts.calls).toEqual({ listed: 1, mapped: 1 });
  });

  it('ignores the names of path parameters', () => {
    const openapi = buildOpenapi({
      '/api/v1/customerfacing/customers/{customerId}/documents': { get: buildOperation() },
    });
    const items = buildItems({
      calls: [buildCall('GET', '/api/v1/customerfacing/customers/{id}/documents')],
    });
    expect(checkCoverage(items, openapi, emptyAsyncapi).unmapped).toEqual([]);
  });

  it('reports a call whose method has no operation on that path', () => {
    const openapi = buildOpenapi({ '/api/v1/customerfacing/regions': { get: buildOperation() } });
    const items = buildItems({ calls: [buildCall('POST', '/api/v1/customerfacing/regions')] });
    const report = checkCoverage(items, openapi, emptyAsyncapi);
    expect(report.unmapped).toEqual(['call POST /api/v1/customerfacing/regions [test §7]: no operation']);
    expect(report.counts.calls).toEqual({ listed: 1, mapped: 0 });
  });

  it('does not map a concrete path to a templated operation', () => {
    const openapi = buildOpenapi({
      '/api/v1/customerfacing/sportsbook/{provider}/launch': { post: buildOperation() },
    });
    const items = buildItems({
      calls: [buildCall('POST', '/api/v1/customerfacing/sportsbook/KIRON/launch')],
    });
    expect(checkCoverage(items, openapi, emptyAsyncapi).unmapped).toHaveLength(1);
  });

  it('reports a call that two operations answer (paths that differ only in parameter names)', () => {
    const openapi = buildOpenapi({
      '/api/v1/customerfacing/simpleMessage/{id}': { get: buildOperation({ operationId: 'a' }) },
      '/api/v1/customerfacing/simpleMessage/{messageId}': { get: buildOperation({ operationId: 'b' }) },
    });
    const items = buildItems({ calls: [buildCall('GET', '/api/v1/customerfacing/simpleMessage/{id}')] });
    expect(checkCoverage(items, openapi, emptyAsyncapi).unmapped).toEqual([
      'call GET /api/v1/customerfacing/simpleMessage/{id} [test §7]: 2 operations (expected exactly one)',
    ]);
  });

  it('lists specified operations that no call names, without counting them as a gap', () => {
    const openapi = buildOpenapi({
      '/a': { get: buildOperation({ operationId: 'listed' }) },
      '/b': { get: buildOperation({ operationId: 'unlisted' }) },
      '/c': { get: buildOperation({ operationId: 'designedOne', 'x-origin': 'designed' }) },
    });
    const report = checkCoverage(buildItems({ calls: [buildCall('GET', '/a')] }), openapi, emptyAsyncapi);
    expect(report.unlistedSpecifiedOperations).toEqual(['GET /b (unlisted)']);
    expect(hasGaps(report)).toBe(false);
  });

  it('has a gap when every item maps but an operation breaks a convention', () => {
    const openapi = buildOpenapi({ '/a': { get: buildOperation({ tags: undefined }) } });
    const report = checkCoverage(buildItems({ calls: [buildCall('GET', '/a')] }), openapi, emptyAsyncapi);
    expect(report.unmapped).toEqual([]);
    expect(report.operationProblems).toEqual(['GET /a has no tags']);
    expect(hasGaps(report)).toBe(true);
  });

  it('counts operations by x-origin', () => {
    const openapi = buildOpenapi({
      '/a': { get: buildOperation(), post: buildOperation({ 'x-origin': 'designed' }) },
      '/b': { get: buildOperation({ 'x-origin': 'designed' }) },
    });
    const { counts } = checkCoverage(buildItems(), openapi, emptyAsyncapi);
    expect([counts.operations, counts.specifiedOperations, counts.designedOperations]).toEqual([3, 1, 2]);
  });
});

describe('contract coverage: error codes', () => {
  it('maps each listed code to one ErrorCode const and reports the missing ones', () => {
    const openapi = buildOpenapi({}, [-1, 3]);
    const items = buildItems({
      errorCodes: [-1, 3, 96].map((code) => ({ code, spec: ['test §8'] })),
    });
    const report = checkCoverage(items, openapi, emptyAsyncapi);
    expect(report.unmapped).toEqual(['error code 96: no ErrorCode const']);
    expect(report.counts.errorCodes).toBe(2);
    expect(report.counts.errorCodeItems).toEqual({ listed: 3, mapped: 2 });
  });

  it('reports a code the catalogue holds twice', () => {
    const report = checkCoverage(
      buildItems({ errorCodes: [{ code: 8, spec: ['test §8'] }] }),
      buildOpenapi({}, [8, 8]),
      emptyAsyncapi,
    );
    expect(report.unmapped).toEqual(['error code 8: 2 ErrorCode consts (expected exactly one)']);
  });

  it('reports every listed code when the document has no ErrorCode schema', () => {
    const openapi = { openapi: '3.1.0', paths: {} };
    const report = checkCoverage(
      buildItems({ errorCodes: [{ code: 1, spec: ['x'] }] }),
      openapi,
      emptyAsyncapi,
    );
    expect(report.unmapped).toEqual(['error code 1: no ErrorCode const']);
  });
});

describe('contract coverage: notification kinds', () => {
  it('maps each kind to the message whose payload fixes its notificationType', () => {
    const asyncapi = buildAsyncapi({ selfExclusion: buildMessage('SELF_EXCLUSION') });
    const items = buildItems({
      notifications: [buildNotification('SELF_EXCLUSION'), buildNotification('KYC_VERIFIED')],
    });
    const report = checkCoverage(items, buildOpenapi({}), asyncapi);
    expect(report.unmapped).toEqual(['notification KYC_VERIFIED: no AsyncAPI message']);
    expect(report.counts.notificationKinds).toBe(1);
    expect(report.counts.notificationItems).toEqual({ listed: 2, mapped: 1 });
  });

  it('reports a kind two messages share', () => {
    const asyncapi = buildAsyncapi({
      one: buildMessage('GAME_EXCLUDED'),
      two: buildMessage('GAME_EXCLUDED'),
    });
    const report = checkCoverage(
      buildItems({ notifications: [buildNotification('GAME_EXCLUDED')] }),
      buildOpenapi({}),
      asyncapi,
    );
    expect(report.unmapped).toEqual([
      'notification GAME_EXCLUDED: 2 AsyncAPI messages (expected exactly one)',
    ]);
  });

  it('reads a const written directly in the payload and a payload behind $ref', () => {
    const asyncapi = {
      components: {
        schemas: { Kyc: { type: 'object', properties: { notificationType: { const: 'KYC_VERIFIED' } } } },
        messages: {
          direct: { payload: { properties: { notificationType: { const: 'REALITY_CHECK_START' } } } },
          viaRef: { payload: { $ref: '#/components/schemas/Kyc' } },
        },
      },
    };
    expect(readNotificationTypes(asyncapi)).toEqual(['REALITY_CHECK_START', 'KYC_VERIFIED']);
  });

  it('counts a message written inline in a channel once, and a referenced one once', () => {
    const asyncapi = buildAsyncapi({ selfExclusion: buildMessage('SELF_EXCLUSION') });
    const channels = {
      notifications: {
        messages: {
          selfExclusion: { $ref: '#/components/messages/selfExclusion' },
          inline: buildMessage('BONUS_VIOLATION'),
        },
      },
    };
    expect(readNotificationTypes({ ...asyncapi, channels })).toEqual(['SELF_EXCLUSION', 'BONUS_VIOLATION']);
  });

  it('ignores messages without a notificationType const', () => {
    const asyncapi = buildAsyncapi({ other: { payload: { type: 'object' } } });
    expect(readNotificationTypes(asyncapi)).toEqual([]);
  });
});
