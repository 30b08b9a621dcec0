import type { LobbyPage } from '@lv-casino/core/catalogue/catalogue.ts';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { AppNavigator } from '../../kernel/app-navigator.ts';
import { useInjection } from '../../kernel/container-context.ts';
import { SessionStore } from '../../kernel/session.store.ts';

/** Id of the lobby's games section, the target of the hero's call to action. */
export const LOBBY_GAMES_ID = 'games';

/** The texts of each lobby's banner. */
const TEXTS = {
  CASINO: { eyebrow: 'lobby.hero.eyebrow', title: 'lobby.hero.title', text: 'lobby.hero.text' },
  LIVE_CASINO: {
    eyebrow: 'lobby.hero.live.eyebrow',
    title: 'lobby.hero.live.title',
    text: 'lobby.hero.live.text',
  },
} as const;

/**
 * The lobby's hero: drawn in CSS, texts translated; a visitor also gets a login button. `banner` (the
 * CMS's main banner) takes the second column over the art.
 */
function HeroBanner({ lobby, banner }: { readonly lobby: LobbyPage; readonly banner: ReactNode }) {
  const texts = TEXTS[lobby];
  const session = useInjection(SessionStore);
  const navigator = useInjection(AppNavigator);
  return (
    <section className="hero" aria-labelledby="lobby-hero-title">
      <div className="hero__content">
        <p className="hero__eyebrow">
          <FormattedMessage id={texts.eyebrow} />
        </p>
        <h1 id="lobby-hero-title" className="hero__title">
          <FormattedMessage id={texts.title} />
        </h1>
        <p className="hero__text">
          <FormattedMessage id={texts.text} />
        </p>
        <div className="hero__actions">
          <a className="button button--primary button--large" href={`#${LOBBY_GAMES_ID}`}>
            <FormattedMessage id="lobby.hero.cta" />
          </a>
          {session.status === 'anonymous' && (
            <button
              type="button"
              className="button button--secondary button--large"
              onClick={() => {
                navigator.openModal('login');
              }}
            >
              <FormattedMessage id="lobby.hero.login" />
            </button>
          )}
        </div>
      </div>
      {banner !== null && <div className="hero__banner">{banner}</div>}
      <div className="hero__art" aria-hidden="true">
        <span className="hero__chip hero__chip--gold" />
        <span className="hero__chip hero__chip--violet" />
        <span className="hero__card hero__card--back" />
        <span className="hero__card hero__card--front" />
      </div>
    </section>
  );
}

export default observer(HeroBanner);
