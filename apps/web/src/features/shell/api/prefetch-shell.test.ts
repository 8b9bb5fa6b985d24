import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { currentVehicleQuery } from '@/hooks/use-current-vehicle';
import { miniQuoteQuery } from '@/hooks/use-mini-quote';
import { staticDataQuery } from '@/hooks/use-static-data';
import { stickySessionQuery } from '@/hooks/use-sticky-session';
import { beginSession } from '@/lib/session';
import { installFakeServer } from '@/testing/fake-fetch';
import { servePortal } from '@/testing/fake-portal';
import { makeMessage, makeQuoteSummary, makeTokens, makeVehicle } from '@/testing/fixtures';
import { broadcastMessagesQuery } from './broadcast-messages';
import { dealerControlQuery } from './dealer-control';
import { prefetchShell } from './prefetch-shell';

const BROADCAST = '/api/message/get/current/BROADCAST';

describe('prefetchShell', () => {
  it("fills the layout's broadcast messages for a session, with the session's token", async () => {
    const message = makeMessage({ description: 'Holiday hours' });
    // The whole shell answers: prefetchShell asks for more than the messages.
    const server = servePortal(installFakeServer(), { messages: [message] });
    const tokens = makeTokens();
    beginSession(tokens);
    const client = new QueryClient();

    await prefetchShell(client);

    await expect
      .poll(() => client.getQueryData(broadcastMessagesQuery().queryKey))
      .toEqual([message]);
    expect(server.callsTo('GET', BROADCAST)).toHaveLength(1);
    expect(server.requests[0]?.headers.get('Authorization')).toBe(`Bearer ${tokens.access_token}`);
  });

  it("fills what the shell shows at once under the components' keys, and nothing else", async () => {
    const vehicle = makeVehicle();
    const quote = makeQuoteSummary(3);
    const server = servePortal(installFakeServer(), { vehicle, quote, dealerControl: false });
    beginSession(makeTokens());
    const client = new QueryClient();

    await prefetchShell(client);

    await expect.poll(() => client.getQueryData(miniQuoteQuery().queryKey)).toEqual(quote);
    await expect.poll(() => client.getQueryData(currentVehicleQuery().queryKey)).toEqual(vehicle);
    await expect.poll(() => client.getQueryData(dealerControlQuery().queryKey)).toBe(false);
    await expect
      .poll(() => client.getQueryData(staticDataQuery().queryKey))
      .toMatchObject({ profile: 'production' });
    await expect
      .poll(() => client.getQueryData(stickySessionQuery().queryKey))
      .toMatchObject({ excludedFromStickySession: false });
    await expect.poll(() => client.getQueryData(broadcastMessagesQuery().queryKey)).toEqual([]);
    // The chat tooltip is used up by asking; the meta poll and the shops are the components'.
    expect(server.callsTo('POST', '/api/user/showChatNowTooltip')).toHaveLength(0);
    expect(server.callsTo('GET', '/api/meta')).toHaveLength(0);
    expect(server.callsTo('GET', '/api/user/shops')).toHaveLength(0);
    expect(server.requests).toHaveLength(6);
  });

  it('asks nothing without a session', async () => {
    const server = installFakeServer().on('GET', BROADCAST, { body: [] });
    const client = new QueryClient();

    await prefetchShell(client);

    expect(server.requests).toHaveLength(0);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
