/** Placeholders of an activity-feed message (games-and-content.md §3 Activity feed item). */
export const FEED_PLACEHOLDERS = [
  'username',
  'firstName',
  'lastName',
  'gameProduct',
  'gameProvider',
  'device',
  'gameName',
  'odd',
  'betAmount',
  'betEventDescription',
  'winAmount',
  'bonusType',
  'bonusStatus',
  'bonusAmount',
] as const;

/** bonus{product}Amount, e.g. bonusCasinoAmount, bonusLiveCasinoAmount. */
const BONUS_PRODUCT_AMOUNT = /^bonus[A-Z][A-Za-z]*Amount$/;

/** Whether `{name}` is a placeholder of the feed templates. */
export const isFeedPlaceholder = (name: string): boolean =>
  (FEED_PLACEHOLDERS as readonly string[]).includes(name) || BONUS_PRODUCT_AMOUNT.test(name);

/**
 * A piece of a filled message. Both kinds are plain TEXT: the web layer renders them as text nodes
 * (never as markup), and may style a placeholder's value.
 */
export type FeedSegment =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'value'; readonly placeholder: string; readonly text: string };

const TOKEN = /\{([A-Za-z]+)\}/;

/**
 * Fills a feed template: each `{placeholder}` becomes a value segment with the value given for it
 * (empty when none is given); braces that are no placeholder stay as text. Values are inserted as
 * they are and never read as template or markup. Adjacent text is merged; empty text is dropped.
 */
export function fillFeedTemplate(
  template: string,
  values: Readonly<Partial<Record<string, string>>>,
): readonly FeedSegment[] {
  const segments: FeedSegment[] = [];
  const pushText = (text: string): void => {
    if (text === '') return;
    const last = segments.at(-1);
    if (last?.kind === 'text') segments[segments.length - 1] = { kind: 'text', text: last.text + text };
    else segments.push({ kind: 'text', text });
  };
  // Splitting on a pattern with one capture group alternates text (even) and names (odd).
  template.split(TOKEN).forEach((part, index) => {
    if (index % 2 === 0) pushText(part);
    else if (isFeedPlaceholder(part))
      segments.push({ kind: 'value', placeholder: part, text: values[part] ?? '' });
    else pushText(`{${part}}`);
  });
  return segments;
}

/** The filled message as one plain-text string (e.g. for an accessible label). */
export const feedPlainText = (segments: readonly FeedSegment[]): string =>
  segments.map((segment) => segment.text).join('');
