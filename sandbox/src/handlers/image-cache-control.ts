/** Images never change at a given address (a game's thumbnail, a payment logo), so browsers may keep them for a week. */
export const imageCacheControl = 'public, max-age=604800, immutable';
