import { OTHER_OCCUPATION } from '@lv-casino/core/registration/registration-values.ts';
import type { MessageId } from '../../i18n/message-id.ts';

/**
 * The occupation options of step 3 and their texts. The specification names only the other choice
 * (sent as `Other - <text>`); the codes follow the contract's example (EMPLOYED).
 */
export const OCCUPATIONS: readonly { readonly value: string; readonly label: MessageId }[] = [
  { value: 'EMPLOYED', label: 'register.occupation.employed' },
  { value: 'SELF_EMPLOYED', label: 'register.occupation.selfEmployed' },
  { value: 'STUDENT', label: 'register.occupation.student' },
  { value: 'UNEMPLOYED', label: 'register.occupation.unemployed' },
  { value: 'RETIRED', label: 'register.occupation.retired' },
  { value: OTHER_OCCUPATION, label: 'register.occupation.other' },
];
