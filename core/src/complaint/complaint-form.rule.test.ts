import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMPLAINT_CATEGORIES } from './complaint.ts';
import { checkComplaintForm, COMPLAINT_ERROR_KEYS, type ComplaintForm } from './complaint-form.rule.ts';

const form = (overrides: Partial<ComplaintForm> = {}): ComplaintForm => ({
  category: 'PAYMENTS',
  subject: 'Izmaksa nav saņemta',
  message: 'Pieprasīju 50,00 EUR izmaksu 18. novembrī, bet nauda vēl nav saņemta.',
  ...overrides,
});

describe('checkComplaintForm', () => {
  it('asks for the complaint as typed', () => {
    expect(checkComplaintForm(form())).toEqual({ ok: true, value: form() });
  });

  it('drops the spaces around the subject and the message', () => {
    expect(checkComplaintForm(form({ subject: '  Izmaksa ', message: '\nNauda nav saņemta. ' }))).toEqual({
      ok: true,
      value: form({ subject: 'Izmaksa', message: 'Nauda nav saņemta.' }),
    });
  });

  it('names every field in error', () => {
    expect(checkComplaintForm({ category: '', subject: ' ', message: '' })).toEqual({
      ok: false,
      error: {
        category: COMPLAINT_ERROR_KEYS.categoryRequired,
        subject: COMPLAINT_ERROR_KEYS.subjectRequired,
        message: COMPLAINT_ERROR_KEYS.messageRequired,
      },
    });
  });

  it('refuses a category the contract does not list', () => {
    expect(checkComplaintForm(form({ category: 'CASINO' }))).toEqual({
      ok: false,
      error: { category: COMPLAINT_ERROR_KEYS.categoryRequired },
    });
  });

  it('takes a subject of 120 characters, counting ā as one, and refuses 121', () => {
    expect(checkComplaintForm(form({ subject: 'ā'.repeat(120) })).ok).toBe(true);
    expect(checkComplaintForm(form({ subject: 'a'.repeat(121) }))).toEqual({
      ok: false,
      error: { subject: COMPLAINT_ERROR_KEYS.subjectMaxLength },
    });
  });

  it('takes a message of 4000 characters and refuses 4001', () => {
    expect(checkComplaintForm(form({ message: 'x'.repeat(4000) })).ok).toBe(true);
    expect(checkComplaintForm(form({ message: 'x'.repeat(4001) }))).toEqual({
      ok: false,
      error: { message: COMPLAINT_ERROR_KEYS.messageMaxLength },
    });
  });

  it('sends only trimmed, non-empty texts within the contract’s lengths', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('', 'OTHER', 'CASINO', ...COMPLAINT_CATEGORIES),
        fc.string({ maxLength: 130 }),
        fc.string({ maxLength: 50 }),
        (category, subject, message) => {
          const checked = checkComplaintForm({ category, subject, message });
          if (!checked.ok) return;
          expect(checked.value.subject).toBe(subject.trim());
          expect(checked.value.subject.length).toBeGreaterThan(0);
          expect(Array.from(checked.value.subject).length).toBeLessThanOrEqual(120);
          expect(checked.value.message).toBe(message.trim());
          expect(COMPLAINT_CATEGORIES).toContain(checked.value.category);
        },
      ),
    );
  });
});
