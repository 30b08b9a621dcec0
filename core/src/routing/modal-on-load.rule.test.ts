import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MODAL_NAMES } from './modal-route.rule.ts';
import { MODALS_OPENED_ON_LOAD, modalOnLoad } from './modal-on-load.rule.ts';

describe('modalOnLoad', () => {
  it('opens reset-password with its username and key', () => {
    expect(modalOnLoad('?modal=reset-password&username=anna&key=k%2B1')).toEqual({
      kind: 'open-modal',
      modal: 'reset-password',
      params: { username: 'anna', key: 'k+1' },
    });
  });

  it('does not open reset-password without a key', () => {
    expect(modalOnLoad('?modal=reset-password&username=anna')).toEqual({ kind: 'stay' });
  });

  it('opens activate-account with its username and activationKey', () => {
    expect(modalOnLoad('modal=activate-account&username=anna&activationKey=a1')).toMatchObject({
      modal: 'activate-account',
      params: { username: 'anna', activationKey: 'a1' },
    });
  });

  it('does not open activate-account with an empty activationKey', () => {
    expect(modalOnLoad('modal=activate-account&username=anna&activationKey=')).toEqual({ kind: 'stay' });
  });

  it.each(['errorModal', 'promptModal', 'splitViewModal'])('opens %s with no parameter', (modal) => {
    expect(modalOnLoad(`?modal=${modal}`)).toEqual({ kind: 'open-modal', modal });
  });

  it('does not open other modals on load', () => {
    expect(modalOnLoad('?modal=login')).toEqual({ kind: 'stay' });
  });

  it('does nothing without a modal', () => {
    expect(modalOnLoad('')).toEqual({ kind: 'stay' });
  });

  it('opens only the modals listed for load, whatever the query', () => {
    const name = fc.oneof(fc.constantFrom(...MODAL_NAMES), fc.string());
    fc.assert(
      fc.property(name, fc.dictionary(fc.string({ minLength: 1 }), fc.string()), (modal, extra) => {
        const query = [`modal=${encodeURIComponent(modal)}`]
          .concat(Object.entries(extra).map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`))
          .join('&');
        const intent = modalOnLoad(query);
        if (intent.kind === 'open-modal') expect(Object.keys(MODALS_OPENED_ON_LOAD)).toContain(intent.modal);
        else expect(intent.kind).toBe('stay');
      }),
      { numRuns: 1000 },
    );
  });
});
