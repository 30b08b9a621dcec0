import 'reflect-metadata';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { AppRoot } from './app/app-root.tsx';
import { createAppContainer } from './app/container.ts';
import { appRoutes } from './app/routes.tsx';
import './ui/tokens.css';
import './ui/base.css';
import './ui/button.css';

const container = createAppContainer(window);
const router = createBrowserRouter(appRoutes);
const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <AppRoot container={container} router={router} />
  </StrictMode>,
);
