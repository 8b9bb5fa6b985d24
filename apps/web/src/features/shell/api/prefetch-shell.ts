import type { QueryClient } from '@tanstack/react-query';
import { currentVehicleQuery } from '@/hooks/use-current-vehicle';
import { miniQuoteQuery } from '@/hooks/use-mini-quote';
import { staticDataQuery } from '@/hooks/use-static-data';
import { stickySessionQuery } from '@/hooks/use-sticky-session';
import { getSession } from '@/lib/session';
import { broadcastMessagesQuery } from './broadcast-messages';
import { dealerControlQuery } from './dealer-control';

/**
 * The queries every page of the authenticated layout starts with, asked for while the layout's
 * code is still loading instead of once it has rendered: the broadcast messages it waits for before
 * it paints (they go above the header), and what the shell shows or needs at once (the mini quote,
 * the current vehicle, the static data of the footer, dealer control, the sticky session). On a
 * slow phone connection the shell paints one round trip sooner, already filled in, instead of
 * rendering again as each answer arrives. The components read the answers from the cache under
 * their own query options. Left to them: the chat tooltip (asking for it uses it up), the meta
 * poll (always refetched on mount) and the shops (the admin bar's, at desktop widths). The user,
 * the shop and the features come from storage or from the root layout.
 */
export async function prefetchShell(client: QueryClient): Promise<void> {
  if (!getSession().auth) return;
  await Promise.all([
    client.prefetchQuery(broadcastMessagesQuery()),
    client.prefetchQuery(miniQuoteQuery()),
    client.prefetchQuery(currentVehicleQuery()),
    client.prefetchQuery(staticDataQuery()),
    client.prefetchQuery(dealerControlQuery()),
    client.prefetchQuery(stickySessionQuery()),
  ]);
}
