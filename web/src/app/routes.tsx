import type { RouteObject } from 'react-router';
import LobbyPage from '../features/lobby/lobby-page.tsx';
import { AppError } from './app-error.tsx';
import AppShell from './app-shell.tsx';
import { LanguageLayout, RouteResolver } from './route-resolver.tsx';

/**
 * The route table. The casino lobby is the first paint and part of the main chunk; every other page
 * is a lazy chunk. Unknown paths go through RouteResolver (language rules, modal redirects, 404).
 */
export const appRoutes: RouteObject[] = [
  {
    Component: AppShell,
    ErrorBoundary: AppError,
    children: [
      { index: true, Component: RouteResolver },
      {
        path: '404',
        lazy: { Component: async () => (await import('../features/not-found/not-found-page.tsx')).default },
      },
      {
        path: ':lang',
        Component: LanguageLayout,
        children: [
          { path: 'casino', Component: LobbyPage },
          { path: '*', Component: RouteResolver },
        ],
      },
    ],
  },
];
