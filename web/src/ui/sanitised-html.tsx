import { useEffect, useMemo, useRef, type FocusEventHandler } from 'react';
import { isSitePath, sanitiseHtml, type HtmlPolicy } from './sanitise-html.ts';

export interface SanitisedHtmlProps {
  /** Untrusted HTML (CMS content, a game's description). */
  readonly html: string;
  /** What the HTML may keep; see BASIC_FORMATTING and CMS_CONTENT. */
  readonly policy: HtmlPolicy;
  readonly className?: string;
  readonly id?: string;
  /**
   * Follows a link to a path of the site inside the app (the router's navigate) instead of loading
   * the page again; without it such a link is an ordinary same-tab link. A click with a modifier key
   * or another button keeps the browser's behaviour (new tab, new window).
   */
  readonly onSitePath?: (path: string) => void;
  readonly onFocus?: FocusEventHandler<HTMLDivElement>;
}

/** Whether a click asks the browser for something else than following the link here. */
const wantsBrowser = (event: MouseEvent): boolean =>
  event.defaultPrevented ||
  event.button !== 0 ||
  event.metaKey ||
  event.ctrlKey ||
  event.shiftKey ||
  event.altKey;

/** Server-provided HTML, sanitised once per text by `policy` and rendered in a div. */
export function SanitisedHtml({ html, policy, className, id, onSitePath, onFocus }: SanitisedHtmlProps) {
  const safe = useMemo(() => sanitiseHtml(html, policy), [html, policy]);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = root.current;
    if (element === null || onSitePath === undefined) return;
    // A native listener: the links are not React elements. Keyboard activation of a link clicks it.
    const follow = (event: MouseEvent): void => {
      const link = event.target instanceof Element ? event.target.closest('a') : null;
      const href = link?.getAttribute('href') ?? null;
      if (href === null || !isSitePath(href) || wantsBrowser(event)) return;
      event.preventDefault();
      onSitePath(href);
    };
    element.addEventListener('click', follow);
    return () => {
      element.removeEventListener('click', follow);
    };
  }, [onSitePath]);
  return (
    <div
      ref={root}
      id={id}
      className={className}
      onFocus={onFocus}
      // Safe to insert: sanitiseHtml keeps only what the policy allows (DOMPurify).
      dangerouslySetInnerHTML={{ __html: safe }}
    />
  );
}
