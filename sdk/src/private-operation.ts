import { publicOperationKeys } from './generated/private-operations.ts';

const publicKeys: ReadonlySet<string> = new Set(publicOperationKeys);

/**
 * True when the contract marks the operation private (its effective security is non-empty): every
 * operation of the contract but the public ones. The client sends the bearer token on these.
 */
export function isPrivateOperation(method: string, schemaPath: string): boolean {
  return !publicKeys.has(`${method.toUpperCase()} ${schemaPath}`);
}
