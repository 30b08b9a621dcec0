/** The layout the site is rendered for; some routes, lobbies and catalogue queries differ by it. */
export type Device = 'desktop' | 'mobile';
