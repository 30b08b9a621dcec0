import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AppNavigator } from './app-navigator.ts';
import { useInjection } from './container-context.ts';

/** Connects the AppNavigator to the router: its navigate function and every new location. */
export function NavigationBridge() {
  const navigator = useInjection(AppNavigator);
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    navigator.connect(navigate, location);
  }, [navigator, navigate, location]);

  useEffect(
    () => () => {
      navigator.disconnect();
    },
    [navigator],
  );

  return null;
}
