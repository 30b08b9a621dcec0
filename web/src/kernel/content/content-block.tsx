import type { ContentBlock, ContentBlockKey } from '@lv-casino/core/content/content.ts';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useScreenStore } from '../container-context.ts';
import { CmsHtml } from './cms-html.tsx';
import { ContentBlockStore } from './content-block.store.ts';
import './content-block.css';
import '../../ui/rich-text.css';

/** How a block is shown: a banner card (main banners) or a folded text (SEO texts). */
export type ContentBlockVariant = 'banner' | 'seo';

export interface ContentBlockProps {
  readonly blockKey: ContentBlockKey;
  readonly variant: ContentBlockVariant;
}

interface VariantProps {
  readonly block: ContentBlock;
}

/** The block's title, or null when it has none worth showing. */
const titleOf = (block: ContentBlock): string | null =>
  block.title !== null && block.title.trim() !== '' ? block.title : null;

/** A main banner: the title as its heading over the HTML, in a card. */
function BannerBlock({ block }: VariantProps) {
  const intl = useIntl();
  const headingId = useId();
  const title = titleOf(block);
  return (
    <section
      className="content-block content-block--banner"
      {...(title === null
        ? { 'aria-label': intl.formatMessage({ id: 'contentBlock.banner.label' }) }
        : { 'aria-labelledby': headingId })}
    >
      {title !== null && (
        <h2 id={headingId} className="content-block__title">
          {title}
        </h2>
      )}
      <CmsHtml className="content-block__html rich-text" html={block.content} />
    </section>
  );
}

/**
 * Whether the folded text has more than its first lines, measured while it is folded (jsdom and a
 * text that fits report no overflow, so no button that would reveal nothing).
 */
function useOverflows(block: ContentBlock, expanded: boolean) {
  const fold = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = fold.current;
    if (element === null || expanded) return;
    const measure = (): void => {
      setOverflows(element.scrollHeight > element.clientHeight + 1);
    };
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => {
      observer.disconnect();
    };
  }, [block, expanded]);
  return { fold, overflows };
}

/**
 * An SEO text: its first lines, and a Read more / Show less button when there is more. The title
 * names the region (the text carries its own headings). A link reached with the keyboard in the
 * folded part unfolds the text, so focus is never on something hidden.
 */
const SeoBlock = observer(function SeoBlock({
  block,
  store,
}: VariantProps & { readonly store: ContentBlockStore }) {
  const intl = useIntl();
  const foldId = useId();
  const { expanded } = store;
  const { fold, overflows } = useOverflows(block, expanded);
  const foldable = overflows || expanded;
  return (
    <section
      className="content-block content-block--seo"
      aria-label={titleOf(block) ?? intl.formatMessage({ id: 'contentBlock.seo.label' })}
    >
      <div
        ref={fold}
        id={foldId}
        className={`content-block__fold${expanded ? ' content-block__fold--open' : ''}${foldable ? '' : ' content-block__fold--whole'}`}
        onFocus={() => {
          if (!store.expanded) store.expand();
        }}
      >
        <CmsHtml className="content-block__html rich-text" html={block.content} />
      </div>
      {foldable && (
        <button
          type="button"
          className="button button--ghost content-block__toggle"
          aria-expanded={expanded}
          aria-controls={foldId}
          onClick={() => {
            store.toggle();
          }}
        >
          <FormattedMessage id={expanded ? 'contentBlock.showLess' : 'contentBlock.readMore'} />
        </button>
      )}
    </section>
  );
});

/**
 * A CMS content block by key in the page language (games-and-content.md §7): a main banner or an SEO
 * text. Nothing is rendered while it loads, when the key has no content, or when the call fails (the
 * block is decoration); a language change shows the block of the new language.
 */
function ContentBlockView({ blockKey, variant }: ContentBlockProps) {
  const store = useScreenStore(ContentBlockStore);
  useEffect(() => {
    store.show(blockKey);
  }, [store, blockKey]);
  const { block } = store;
  if (block === null) return null;
  return variant === 'banner' ? <BannerBlock block={block} /> : <SeoBlock block={block} store={store} />;
}

export default observer(ContentBlockView);
