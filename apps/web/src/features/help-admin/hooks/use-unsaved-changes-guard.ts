import { useCallback, useRef } from 'react';
import { useBeforeUnload, useBlocker } from 'react-router';

/**
 * Asks before leaving a form with unsaved changes: a navigation inside the app is held (the
 * blocker, which the caller shows as a confirm dialog), and closing or reloading the tab gets the
 * browser's own question. `allowNextNavigation` lets the form leave after a save.
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const leaving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useBeforeUnload(
    useCallback(
      (event: BeforeUnloadEvent) => {
        if (dirty && !leaving.current) event.preventDefault();
      },
      [dirty],
    ),
  );
  const allowNextNavigation = useCallback(() => {
    leaving.current = true;
  }, []);
  return { blocker, allowNextNavigation };
}
