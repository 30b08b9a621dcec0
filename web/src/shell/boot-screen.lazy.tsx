import { lazy, Suspense } from 'react';

const BootScreen = lazy(() => import('./boot-screen.tsx'));

/**
 * The app's boot screen (loading, or start-up's failure and its retry), a chunk of its own: a page that
 * starts normally never shows it. Until it is in, index.html's static boot screen stays (boot-screen.css
 * hides that one only once React shows the app or a boot screen of its own).
 */
export function LazyBootScreen() {
  return (
    <Suspense fallback={null}>
      <BootScreen />
    </Suspense>
  );
}
