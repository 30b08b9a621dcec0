import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { BrowserLocationToken, type BrowserLocation } from '../../kernel/browser-location.ts';
import { useInjection } from '../../kernel/container-context.ts';

/** Whether a banner URL may be shown: https, or our own origin. */
function isShowable(url: string, origin: string): boolean {
  try {
    const parsed = new URL(url, origin);
    return parsed.protocol === 'https:' || parsed.origin === origin;
  } catch {
    return false;
  }
}

/**
 * The URLs of `urls` whose images have loaded, in their order: an image is shown only once it has
 * loaded, so an unreachable CDN (or one the CSP's img-src does not name) never shows a broken image.
 */
function useLoadedImages(urls: readonly string[], origin: string): readonly string[] {
  const key = urls.join('\n');
  const [loaded, setLoaded] = useState<{ readonly key: string; readonly urls: ReadonlySet<string> }>({
    key: '',
    urls: new Set(),
  });
  useEffect(() => {
    let current = true;
    const candidates = key === '' ? [] : key.split('\n');
    for (const url of candidates.filter((candidate) => isShowable(candidate, origin))) {
      const image = new Image();
      image.onload = () => {
        if (!current) return;
        setLoaded((before) => ({
          key,
          urls: new Set([...(before.key === key ? before.urls : []), url]),
        }));
      };
      image.src = url;
    }
    return () => {
      current = false;
    };
  }, [key, origin]);
  return loaded.key === key ? urls.filter((url) => loaded.urls.has(url)) : [];
}

/** The banner images of the widget's configuration that load; nothing while none has. */
export function SportsbookBanners({ urls }: { readonly urls: readonly string[] }) {
  const intl = useIntl();
  const shown = useLoadedImages(urls, useInjection<BrowserLocation>(BrowserLocationToken).origin());
  if (shown.length === 0) return null;
  return (
    <ul className="sportsbook__banners" aria-label={intl.formatMessage({ id: 'sportsbook.banners' })}>
      {shown.map((url, index) => (
        <li key={url}>
          <img
            className="sportsbook__banner"
            src={url}
            alt={intl.formatMessage({ id: 'sportsbook.banner' }, { number: index + 1 })}
          />
        </li>
      ))}
    </ul>
  );
}
