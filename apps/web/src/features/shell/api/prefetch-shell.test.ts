import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { beginSession } from '@/lib/session';
import { installFakeServer } from '@/testing/fake-fetch';
import { makeMessage, makeTokens } from '@/testing/fixtures';
import { broadcastMessagesQuery } from './broadcast-messages';
import { prefetchShell } from './prefetch-shell';

const BROADCAST = '/api/message/get/current/BROADCAST';

describe('prefetchShell', () => {
  it("fills the layout's broadcast messages for a session, with the session's token", async () => {
    const message = makeMessage({ description: 'Holiday hours' });
    const server = installFakeServer().on('GET', BROADCAST, { body: [message] });
    const tokens = makeTokens();
    beginSession(tokens);
    const client = new QueryClient();

    prefetchShell(client);

    await expect
      .poll(() => client.getQueryData(broadcastMessagesQuery().queryKey))
      .toEqual([message]);
    expect(server.callsTo('GET', BROADCAST)).toHaveLength(1);
    expect(server.requests[0]?.headers.get('Authorization')).toBe(`Bearer ${tokens.access_token}`);
  });

  it('asks nothing without a session', () => {
    const server = installFakeServer().on('GET', BROADCAST, { body: [] });
    const client = new QueryClient();

    prefetchShell(client);

    expect(server.requests).toHaveLength(0);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
