import { FieldRefusalError } from '../handlers/field-refusal.error.ts';
import type { SandboxError } from '../handlers/operation-handler.ts';
import type { PlayerRecord } from '../seed/players.seed.ts';
import { findPlayerByUsername } from '../state.ts';
import type { AccountContext } from './account-context.ts';

/** A field whose uniqueness across accounts can be checked (FieldUniquenessCheck of the contract). */
export type UniqueField = 'username' | 'email' | 'mobilePhone' | 'personalNumber';

/** The account using a value of a field (case-insensitive for username and email), if any. */
export function holderOf(
  context: AccountContext,
  field: UniqueField,
  value: string,
): PlayerRecord | undefined {
  const { state, profiles } = context;
  switch (field) {
    case 'username':
      return findPlayerByUsername(state, value);
    case 'email': {
      const wanted = value.trim().toLowerCase();
      return state.players.find((p) => p.email.toLowerCase() === wanted);
    }
    case 'mobilePhone':
    case 'personalNumber':
      return profiles.findBy(state.players, field, value);
  }
}

/**
 * The error of a value another account already uses, naming the field: 14 username, 13 email, 115 phone,
 * 56 other data (the personal code).
 */
export function duplicateError(field: UniqueField): SandboxError {
  switch (field) {
    case 'username':
      return new FieldRefusalError(14, field, 'The username is taken');
    case 'email':
      return new FieldRefusalError(13, field, 'An account with this email exists');
    case 'mobilePhone':
      return new FieldRefusalError(115, field, 'An account with this mobile phone exists');
    case 'personalNumber':
      return new FieldRefusalError(56, field, 'An account with this personal code exists');
  }
}

/**
 * Throws the duplicate error of the first value another account (not `self`) uses. The username and the
 * personal code are always unique (logins and Smart-ID find accounts by them); email and mobile phone
 * only when GeneralConfig.registrationUniqueFields lists them.
 */
export function checkUnique(
  context: AccountContext,
  values: Partial<Record<UniqueField, string>>,
  self?: PlayerRecord,
): void {
  const listed = context.state.generalConfig.registrationUniqueFields.split(',').map((f) => f.trim());
  const order: readonly UniqueField[] = ['username', 'email', 'mobilePhone', 'personalNumber'];
  for (const field of order) {
    const value = values[field];
    if (value === undefined) continue;
    const enforced = field === 'username' || field === 'personalNumber' || listed.includes(field);
    const holder = holderOf(context, field, value);
    if (enforced && holder !== undefined && holder.id !== self?.id) throw duplicateError(field);
  }
}
