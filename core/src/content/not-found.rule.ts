/** CMS content block shown on /404 when it exists. */
export const NOT_FOUND_CONTENT_BLOCK = '404_ERROR_PAGE';
/** Message key of the default /404 text (shown with a back button). */
export const NOT_FOUND_MESSAGE_KEY = 'page.notFound.message';

/** What /404 shows: the CMS block's HTML when it has any, otherwise the default message. */
export const notFoundView = (
  cmsContent: string | null,
):
  | { readonly kind: 'cms'; readonly html: string }
  | { readonly kind: 'message'; readonly messageKey: string } =>
  cmsContent !== null && cmsContent.trim() !== ''
    ? { kind: 'cms', html: cmsContent }
    : { kind: 'message', messageKey: NOT_FOUND_MESSAGE_KEY };
