import type { QueryClient } from '@tanstack/react-query';
import { getSession } from '@/lib/session';
import { broadcastMessagesQuery } from './broadcast-messages';

/**
 * Asks for what the authenticated layout waits for before it paints (the broadcast messages, which
 * go above the header) while the layout's code is still loading, instead of once it has rendered:
 * on a slow phone connection the shell paints one round trip sooner. The layout reads the answer
 * from the cache. The user, the shop and the features come from storage or from the root layout.
 */
export function prefetchShell(client: QueryClient): void {
  if (!getSession().auth) return;
  void client.prefetchQuery(broadcastMessagesQuery());
}
