import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { closePageToasts } from '@/lib/toasts';

/**
 * Keeps toasts to their page: when the user goes to another page (a link, the back button) the
 * toasts of the one they left close. A redirect (a replace) is part of the same action, so its
 * toast (a login error met on the way) stays with the page it lands on.
 */
export function usePageToasts(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (navigationType !== 'REPLACE') closePageToasts();
  }, [pathname, navigationType]);
}
