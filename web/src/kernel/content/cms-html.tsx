import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { CMS_CONTENT } from '../../ui/sanitise-html.ts';
import { SanitisedHtml } from '../../ui/sanitised-html.tsx';

/**
 * The CMS's HTML (a content block, a CMS page, a promotion, /404's text), sanitised by CMS_CONTENT;
 * a link to a path of the site is followed inside the app, as the router's links are.
 */
export function CmsHtml({ html, className }: { readonly html: string; readonly className: string }) {
  const navigate = useNavigate();
  const follow = useCallback(
    (path: string) => {
      void navigate(path);
    },
    [navigate],
  );
  return <SanitisedHtml className={className} html={html} policy={CMS_CONTENT} onSitePath={follow} />;
}
