/**
 * The permissions a game's frame gets (the game-play page, the split view): scripts, its own storage
 * and forms, popups it opens (cashier, rules). Nothing else: no top navigation, no downloads, no
 * pointer lock or modals beyond what these allow.
 */
export const GAME_FRAME_SANDBOX =
  'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';

/**
 * A game's frame (the game-play page, a split-view pane): the provider's launch URL with the least
 * permissions a game needs, no referrer, fullscreen and autoplay allowed.
 */
export function GameFrame({
  className,
  src,
  title,
}: {
  readonly className: string;
  readonly src: string;
  /** Names the frame for screen readers ("Game: Cēsis Express"). */
  readonly title: string;
}) {
  return (
    <iframe
      className={className}
      src={src}
      title={title}
      sandbox={GAME_FRAME_SANDBOX}
      allow="fullscreen; autoplay; clipboard-write"
      referrerPolicy="no-referrer"
    />
  );
}
