/**
 * An `aria-describedby` value from the ids that apply (a field's hint, its error): the ids joined, or
 * undefined when none does.
 */
export const describedBy = (...ids: readonly (string | false | null | undefined)[]): string | undefined => {
  const present = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  return present.length === 0 ? undefined : present.join(' ');
};
