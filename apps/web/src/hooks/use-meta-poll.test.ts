import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { featureKeys, messageKeys, sessionKeys } from '@/lib/query-keys';
import { invalidateStale } from './use-meta-poll';

describe('/meta cache refresh', () => {
  it('invalidates the cached queries older than their entity lastModified, and only those', () => {
    const client = createQueryClient();
    client.setQueryData(sessionKeys.user, { userId: 1 }, { updatedAt: 1_000 });
    client.setQueryData(featureKeys.global, [], { updatedAt: 5_000 });
    client.setQueryData(
      featureKeys.store(512),
      { storeNumber: 512, features: [] },
      { updatedAt: 1_000 },
    );
    client.setQueryData(messageKeys.broadcast, [], { updatedAt: 9_000 });

    const invalidated = invalidateStale(client, [
      { entity: 'user', lastModified: 2_000 },
      { entity: 'features', lastModified: 3_000 },
      { entity: 'messages', lastModified: 3_000 },
      { entity: 'shop', lastModified: 3_000 },
    ]);

    expect(invalidated).toEqual([sessionKeys.user, featureKeys.store(512)]);
    expect(client.getQueryState(sessionKeys.user)?.isInvalidated).toBe(true);
    expect(client.getQueryState(featureKeys.store(512))?.isInvalidated).toBe(true);
    expect(client.getQueryState(featureKeys.global)?.isInvalidated).toBe(false);
    expect(client.getQueryState(messageKeys.broadcast)?.isInvalidated).toBe(false);
  });
});
