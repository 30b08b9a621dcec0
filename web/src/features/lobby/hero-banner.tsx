import { observer } from 'mobx-react-lite';
import { FormattedMessage } from 'react-intl';
import { AppNavigator } from '../../app/app-navigator.ts';
import { useInjection } from '../../app/container-context.ts';
import { SessionStore } from '../../app/session.store.ts';

/** Id of the lobby's games section, the target of the hero's call to action. */
export const LOBBY_GAMES_ID = 'games';

/** The lobby's banner: drawn in CSS, texts translated; a visitor also gets a login button. */
function HeroBanner() {
  const session = useInjection(SessionStore);
  const navigator = useInjection(AppNavigator);
  return (
    <section className="hero" aria-labelledby="lobby-hero-title">
      <div className="hero__content">
        <p className="hero__eyebrow">
          <FormattedMessage id="lobby.hero.eyebrow" />
        </p>
        <h1 id="lobby-hero-title" className="hero__title">
          <FormattedMessage id="lobby.hero.title" />
        </h1>
        <p className="hero__text">
          <FormattedMessage id="lobby.hero.text" />
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
      <div className="hero__art" aria-hidden="true">
        <span className="hero__chip hero__chip--gold" />
        <span className="hero__chip hero__chip--violet" />
        <span className="hero__card hero__card--back" />
        <span className="hero__card hero__card--front">
          <span className="hero__card-pip">A</span>
          <span className="hero__card-suit">♠</span>
        </span>
      </div>
    </section>
  );
}

export default observer(HeroBanner);
