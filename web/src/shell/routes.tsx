import type { RouteObject } from 'react-router';
import { AppError } from './app-error.tsx';
import AppShell from './app-shell.tsx';
import { firstPaintRoute } from './first-paint-route.tsx';
import type { FeatureModules } from '../kernel/feature-modules.ts';
import { ROUTES } from './first-paint-contributions.ts';
import type { RouteEntry } from '../kernel/registry.ts';
import { IndexRedirect, LanguageLayout } from '../kernel/route-resolver.tsx';

const routeOf = (entry: RouteEntry, features: FeatureModules): RouteObject => {
  const path = entry.path.replace(/^\//, '');
  const { owner, firstPaint } = entry;
  // The lobby's page has no lazy route: the router starts with it matched and renders it at once.
  if (firstPaint !== undefined) return firstPaintRoute(path, owner, firstPaint, features);
  return { path, lazy: { Component: async () => features.prepare(owner, await entry.load()) } };
};

/**
 * The route table from the registry: pages with an absolute path (`/404`) at the top, the others
 * under `/:lang`. Unknown paths go through UnknownPath (language rules, modal redirects, 404).
 */
/** Nothing while a deep link's page loads: index.html's boot screen stays (boot-screen.css). */
const NoHydrateFallback = () => null;

export function createAppRoutes(features: FeatureModules): RouteObject[] {
  const absolute = ROUTES.filter((entry) => entry.path.startsWith('/'));
  const localised = ROUTES.filter((entry) => !entry.path.startsWith('/'));
  return [
    {
      Component: AppShell,
      // A deep link's lazy page resolves before the first render; index.html's static boot screen
      // shows meanwhile (React's own is a chunk, which would be one more file before the page's).
      HydrateFallback: NoHydrateFallback,
      ErrorBoundary: AppError,
      children: [
        { index: true, Component: IndexRedirect },
        ...absolute.map((entry) => routeOf(entry, features)),
        {
          path: ':lang',
          Component: LanguageLayout,
          children: [
            ...localised.map((entry) => routeOf(entry, features)),
            // Unknown paths: modal redirects and 404, a chunk of its own.
            { path: '*', lazy: { Component: async () => (await import('./unknown-path.tsx')).default } },
          ],
        },
      ],
    },
  ];
}
