import type { ReactNode } from 'react';

/**
 * Whether a slot (a field's hint or error, a live region's message) has something to show: not
 * nothing, false or an empty string, nor a list of those (`{a && …}{b && …}`).
 */
export const shows = (node: ReactNode): boolean => {
  if (Array.isArray(node)) return node.some((item: ReactNode) => shows(item));
  return node !== undefined && node !== null && node !== false && node !== '';
};
