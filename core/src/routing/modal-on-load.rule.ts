import type { ModalName } from './modal-route.rule.ts';
import type { NavigationIntent } from './navigation-intent.ts';
import { parseQuery } from './query-string.rule.ts';

/**
 * The modals that open by themselves when the page loads with `?modal=` (account-and-session.md §2),
 * with the query parameters each needs.
 */
export const MODALS_OPENED_ON_LOAD: Readonly<Partial<Record<ModalName, readonly string[]>>> = {
  'reset-password': ['username', 'key'],
  'activate-account': ['username', 'activationKey'],
  errorModal: [],
  promptModal: [],
  splitViewModal: [],
};

/**
 * The modal to open when the page loads with the given query string: one of the modals opened on
 * load, with every other parameter of the query as its params, or `stay` when there is none or a
 * parameter it needs is missing or empty.
 */
export function modalOnLoad(search: string): NavigationIntent {
  const params = parseQuery(search);
  const modal = params.get('modal') ?? '';
  const needed = Object.hasOwn(MODALS_OPENED_ON_LOAD, modal)
    ? MODALS_OPENED_ON_LOAD[modal as ModalName]
    : undefined;
  if (needed === undefined || needed.some((name) => (params.get(name) ?? '') === '')) return { kind: 'stay' };
  const others = [...params].filter(([name]) => name !== 'modal');
  const intent = { kind: 'open-modal', modal: modal as ModalName } as const;
  return others.length === 0 ? intent : { ...intent, params: Object.fromEntries(others) };
}
