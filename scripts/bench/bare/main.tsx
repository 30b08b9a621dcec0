/*
 * The bare build: every library the web app ships, each used for real so nothing is tree-shaken
 * away, and none of the app's code. Its initial JavaScript and Lighthouse figures are the floor the
 * app's budgets are relative to. It renders what a lobby's first paint shows — a level-1 heading and
 * game tiles with images (WebP, as the app's tiles are) — so LCP compares like with like.
 */
import { Container } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { observer } from 'mobx-react-lite';
import createClient from 'openapi-fetch';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FormattedMessage, IntlProvider } from 'react-intl';
import { createBrowserRouter, Link, useParams } from 'react-router';
import { RouterProvider } from 'react-router/dom';

/** The one operation of the contract the bare build calls, typed by hand: no generated code ships. */
interface Paths {
  '/api/v2/customerfacing/config/general': {
    get: {
      parameters: { header: { 'X-Client-Code': string; 'X-Label-Entry-Point': string } };
      responses: { 200: { content: { 'application/json': { baseCurrency: string } } } };
    };
  };
}

const CLIENT_CODE = Symbol('ClientCode');
const LABEL = Symbol('Label');
const container = new Container();
container.bind<string>(CLIENT_CODE).toConstantValue('lv-casino-web');
container.bind<string>(LABEL).toConstantValue('LV');

class ConfigStore {
  currency: string | null = null;

  constructor() {
    makeAutoObservable(this);
  }

  async load(): Promise<void> {
    const client = createClient<Paths>({ baseUrl: window.location.origin });
    const { data } = await client.GET('/api/v2/customerfacing/config/general', {
      params: {
        header: {
          'X-Client-Code': container.get<string>(CLIENT_CODE),
          'X-Label-Entry-Point': container.get<string>(LABEL),
        },
      },
    });
    runInAction(() => {
      this.currency = data?.baseCurrency ?? null;
    });
  }
}

const config = new ConfigStore();
void config.load();

const GAMES = [
  'Zelta Pūķis',
  'Baltijas Jūra',
  'Rīgas Naktis',
  'Dzintara Rats',
  'Laimes Zvaigzne',
  'Meža Karalis',
  'Sudraba Upe',
  'Jāņu Uguns',
];

const messages = {
  'lobby.title': 'Kazino',
  'lobby.count': '{count, plural, zero {# spēļu} one {# spēle} other {# spēles}} · {currency}',
};

const Lobby = observer(function Lobby() {
  return (
    <main>
      <h1>
        <FormattedMessage id="lobby.title" />
      </h1>
      <p>
        <FormattedMessage
          id="lobby.count"
          values={{ count: GAMES.length, currency: config.currency ?? '…' }}
        />
      </p>
      <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 8, listStyle: 'none', padding: 0 }}>
        {GAMES.map((name, index) => (
          <li key={name}>
            <Link to={`/lv/casino/game-${index + 1}`}>
              <img
                src={`/tiles/tile-${index + 1}.webp`}
                alt={name}
                width={188}
                height={188}
                decoding="async"
              />
            </Link>
            <p>{name}</p>
          </li>
        ))}
      </ul>
    </main>
  );
});

function Category() {
  const { category } = useParams();
  return <h1>{category}</h1>;
}

const router = createBrowserRouter([
  { path: '/lv/casino', Component: Lobby },
  { path: '/lv/casino/:category', Component: Category },
]);

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <IntlProvider locale="lv" messages={messages}>
      <RouterProvider router={router} />
    </IntlProvider>
  </StrictMode>,
);
