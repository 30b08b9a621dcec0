import { SandboxError, requireCustomer, type OperationContext } from '../handlers/operation-handler.ts';
import type { PlayerRecord } from '../seed/players.seed.ts';

/**
 * The customer of a private call whose path or query names a customer id: another customer's id answers
 * 400 with errorCode 4 (access denied).
 */
export function requireOwnCustomer(
  context: OperationContext,
  name = 'customerId',
  where: 'path' | 'query' = 'path',
): PlayerRecord {
  const customer = requireCustomer(context);
  const values = where === 'path' ? context.request.path : context.request.query;
  if (Number(values[name]) !== customer.id) {
    throw new SandboxError(400, 4, `Access denied: ${name} is not the logged-in customer`);
  }
  return customer;
}

/** An integer parameter the contract declared (already coerced by request validation). */
export function readInteger(values: Readonly<Record<string, unknown>>, name: string): number {
  const value = values[name];
  if (typeof value !== 'number') throw new Error(`${name} is not an integer; the contract requires one`);
  return value;
}
