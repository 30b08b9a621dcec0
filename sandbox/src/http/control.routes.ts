import { BlockList, isIPv4, isIPv6 } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { registerBackendEventControls } from '../control/backend-events.control.ts';
import { errorCodesOf } from '../control/catalogues.ts';
import { ConfigPatcher } from '../control/config-patch.ts';
import { registerConfigControls } from '../control/config.control.ts';
import { registerConsoleRoutes } from '../control/console.routes.ts';
import type { ControlBroker, ControlContext } from '../control/control-context.ts';
import { registerFailureControls } from '../control/failures.control.ts';
import { registerFieldMetricsControls } from '../control/field-metrics.control.ts';
import { NotificationKinds } from '../control/notification-kinds.ts';
import { registerNotificationControls } from '../control/notifications.control.ts';
import { registerOutboxControls } from '../control/outbox.control.ts';
import { registerPlayerControls } from '../control/players.control.ts';
import { registerProviderStateControls } from '../control/provider-states.control.ts';
import { registerLoginThrottleControls } from '../control/login-throttle.control.ts';
import { registerRateLimitControls } from '../control/rate-limit.control.ts';
import type { CustomerConfig, ErrorResponse, GeneralConfig } from '../dto.ts';
import type { JsonObject } from '../openapi/openapi-document.ts';
import type { CompiledOperation } from '../openapi/operations.ts';
import { SchemaValidator } from '../openapi/schema-validator.ts';
import type { SandboxState } from '../state.ts';
import { closeIfBodyIsLarge } from './early-refusal.ts';
import { isControlTarget } from './request-path.ts';

export type { ControlBroker } from '../control/control-context.ts';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** True for 127.0.0.0/8 and ::1, also 127.x in its IPv4-mapped IPv6 form (`::ffff:127.0.0.1`). */
export function isLoopback(address: string | undefined): boolean {
  if (address === undefined) return false;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)?.[1];
  if (mapped !== undefined) return isIPv4(mapped) && loopback.check(mapped, 'ipv4');
  if (isIPv4(address)) return loopback.check(address, 'ipv4');
  return isIPv6(address) && loopback.check(address, 'ipv6');
}

/**
 * Closes the control API and its console to every caller but a loopback one (403 with errorCode 4), by
 * the address of the connection (`request.socket.remoteAddress`; no header such as X-Forwarded-For
 * counts). A request is the control API's when the route the router matched is one of its routes, or when
 * its request target, normalised (see {@link isControlTarget}: percent-decoding, the absolute form, case,
 * duplicate slashes, dot segments), starts with `/__sandbox`, so no spelling of the path gets past.
 * Register it before any other `onRequest` hook: it answers before the body is read.
 */
export function registerControlGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const route = request.routeOptions.url ?? '';
    const control = route.startsWith('/__sandbox') || isControlTarget(request.raw.url ?? '/');
    if (!control || isLoopback(request.socket.remoteAddress)) return;
    closeIfBodyIsLarge(request, reply);
    const body: ErrorResponse = {
      errorCode: 4,
      errorMessage: 'The control API accepts loopback callers only',
    };
    await reply.code(403).send(body);
  });
}

/* Built once per document (validators compile slowly); sandboxes of one document share them. */
const kindsByDocument = new WeakMap<JsonObject, NotificationKinds>();
const contractPartsByDocument = new WeakMap<
  JsonObject,
  Pick<ControlContext, 'errorCodes' | 'generalConfig' | 'customerConfig'>
>();

function kindsOf(asyncApi: JsonObject): NotificationKinds {
  const kinds = kindsByDocument.get(asyncApi) ?? new NotificationKinds(asyncApi);
  kindsByDocument.set(asyncApi, kinds);
  return kinds;
}

function contractPartsOf(
  openApi: JsonObject,
): Pick<ControlContext, 'errorCodes' | 'generalConfig' | 'customerConfig'> {
  const cached = contractPartsByDocument.get(openApi);
  if (cached !== undefined) return cached;
  const validator = new SchemaValidator(openApi);
  const parts = {
    errorCodes: errorCodesOf(openApi),
    generalConfig: new ConfigPatcher<GeneralConfig>(openApi, validator, 'GeneralConfig'),
    customerConfig: new ConfigPatcher<CustomerConfig>(openApi, validator, 'CustomerConfig'),
  };
  contractPartsByDocument.set(openApi, parts);
  return parts;
}

export interface ControlRoutesOptions {
  readonly state: SandboxState;
  readonly broker: ControlBroker;
  readonly openApi: JsonObject;
  readonly asyncApi: JsonObject;
  readonly operations: readonly CompiledOperation[];
}

/**
 * The operator's control API under /__sandbox (JSON) and its console page (GET /__sandbox/), for
 * loopback callers only ({@link registerControlGuard} answers others 403 with errorCode 4). The routes,
 * by module of src/control:
 * players (list, KYC, lock, token expiry), backend events (what happens to a player outside the API), notifications (push, kinds), failures (arm, list, disarm;
 * operations, error codes), config (general, customer), outbox, rate-limit, field-metrics (the web's
 * Core Web Vitals) and provider-states (Pact verification). See sandbox/README.md.
 */
export function registerControlRoutes(app: FastifyInstance, options: ControlRoutesOptions): void {
  const context: ControlContext = {
    state: options.state,
    broker: options.broker,
    kinds: kindsOf(options.asyncApi),
    operations: options.operations,
    ...contractPartsOf(options.openApi),
  };
  registerPlayerControls(app, context);
  registerBackendEventControls(app, context);
  registerNotificationControls(app, context);
  registerFailureControls(app, context);
  registerConfigControls(app, context);
  registerOutboxControls(app, context);
  registerRateLimitControls(app, context);
  registerLoginThrottleControls(app, context);
  registerFieldMetricsControls(app, context);
  registerProviderStateControls(app, context);
  registerConsoleRoutes(app);
}
