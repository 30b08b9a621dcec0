import { useState } from 'react';

export interface ThumbnailProps {
  /** Whose picture: its first letter stands in when the image cannot be loaded. */
  readonly game: { readonly name: string; readonly thumbnailUrl: string };
  /** Intrinsic size of the square image (CSS px); the page's CSS may scale it, keeping 1:1. */
  readonly size: number;
  /** The BEM block of the classes: `<block>__image`, and `<block>__fallback` for the letter. */
  readonly block: string;
  /** The browser's default (at once) when not given. */
  readonly loading?: 'eager' | 'lazy';
  readonly fetchPriority?: 'high' | 'auto';
  /** Called once the image has loaded or failed. */
  readonly onSettled?: (() => void) | undefined;
}

/**
 * A game's decorative square picture (`alt=""`: its name always stands beside it), decoded off the
 * main thread; when it cannot be loaded, the name's first letter instead.
 */
export function Thumbnail({ game, size, block, loading, fetchPriority, onSettled }: ThumbnailProps) {
  const [failed, setFailed] = useState(false);
  return failed ? (
    <span className={`${block}__fallback`} aria-hidden="true">
      {game.name.slice(0, 1)}
    </span>
  ) : (
    <img
      className={`${block}__image`}
      src={game.thumbnailUrl}
      alt=""
      width={size}
      height={size}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
      onLoad={onSettled}
      onError={() => {
        setFailed(true);
        onSettled?.();
      }}
    />
  );
}
