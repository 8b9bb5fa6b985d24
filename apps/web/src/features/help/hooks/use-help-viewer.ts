import type { Shop } from '@procounter/shared/contracts/shop';
import type { User } from '@procounter/shared/contracts/user';
import { useAuthState } from '@/hooks/use-auth-state';

export interface HelpViewer {
  /** An authorized user (R-HELP-1, R-HELP-11); anyone else reads the Help Center as a visitor. */
  loggedIn: boolean;
  user: User | null;
  /** The current shop, once it has arrived (the root layout does not wait for it here). */
  shop: Shop | null;
}

/** Who reads the Help Center. */
export function useHelpViewer(): HelpViewer {
  const auth = useAuthState();
  const loggedIn = auth.status === 'AUTHORIZED' && auth.user !== null;
  return { loggedIn, user: loggedIn ? auth.user : null, shop: loggedIn ? auth.shop : null };
}
