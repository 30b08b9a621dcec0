/** Fields whose uniqueness the server checks when listed in registrationUniqueFields. */
export const UNIQUE_FIELDS = ['username', 'email', 'mobilePhone', 'personalNumber'] as const;
export type UniqueField = (typeof UNIQUE_FIELDS)[number];

/**
 * The general-config values registration reads (GET config/general; the composition root passes them
 * until core's GeneralConfig carries them).
 */
export interface RegistrationConfig {
  /** Regular-expression source a password must match. */
  readonly registrationPasswordFormat: string;
  /** Comma list of fields checked for uniqueness, e.g. `username,email,mobilePhone`. */
  readonly registrationUniqueFields: string;
  /** Highest max-place-bets limit, minor units. */
  readonly maxBetsAmount: number;
  /** Highest max-bet-transaction limit, minor units. */
  readonly maxBetTransactionAmount: number;
  readonly registrationAutoLoginEnabled: boolean;
}

/** Registration config in the form the rules use. */
export interface RegistrationSettings {
  readonly passwordFormat: RegExp;
  readonly uniqueFields: readonly UniqueField[];
  /** Minor units. */
  readonly maxBetsAmount: number;
  /** Minor units. */
  readonly maxBetTransactionAmount: number;
  readonly autoLoginEnabled: boolean;
}

/**
 * Used when registrationPasswordFormat is not a valid regular expression: 8 or more characters with a
 * letter and a digit, so a broken config never lets any password through.
 */
export const FALLBACK_PASSWORD_FORMAT = /^(?=.*\p{L})(?=.*\d).{8,}$/u;

function compile(source: string): RegExp {
  try {
    return new RegExp(source);
  } catch {
    return FALLBACK_PASSWORD_FORMAT;
  }
}

const isUniqueField = (value: string): value is UniqueField =>
  (UNIQUE_FIELDS as readonly string[]).includes(value);

/** Reads the config: the password format compiled, the comma list split, trimmed and filtered to known fields. */
export function registrationSettingsFrom(config: RegistrationConfig): RegistrationSettings {
  return {
    passwordFormat: compile(config.registrationPasswordFormat),
    uniqueFields: config.registrationUniqueFields
      .split(',')
      .map((field) => field.trim())
      .filter(isUniqueField),
    maxBetsAmount: config.maxBetsAmount,
    maxBetTransactionAmount: config.maxBetTransactionAmount,
    autoLoginEnabled: config.registrationAutoLoginEnabled,
  };
}
