import { describe, expect, it } from 'vitest';
import { notFoundView } from './not-found.rule.ts';

describe('notFoundView', () => {
  it('shows the CMS block when present', () => {
    expect(notFoundView('<p>Nav</p>')).toEqual({ kind: 'cms', html: '<p>Nav</p>' });
  });

  it('shows page.notFound.message without it', () => {
    expect(notFoundView(null)).toEqual({ kind: 'message', messageKey: 'page.notFound.message' });
  });

  it('shows page.notFound.message for a blank block', () => {
    expect(notFoundView('  ')).toEqual({ kind: 'message', messageKey: 'page.notFound.message' });
  });
});
