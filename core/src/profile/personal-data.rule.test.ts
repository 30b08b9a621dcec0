import { describe, expect, it } from 'vitest';
import { formatDateOfBirth } from './personal-data.rule.ts';

describe('formatDateOfBirth', () => {
  it('writes the date as DD/MM/YYYY', () => {
    expect(formatDateOfBirth('1985-08-15')).toBe('15/08/1985');
  });

  it('shows a date in another form as it came', () => {
    expect(formatDateOfBirth('15.08.1985')).toBe('15.08.1985');
  });
});
