/**
 * TanStack Query set-up and the two helpers every query uses:
 * - queryFetch: calls the API client with the query's AbortSignal, and on a timeout cancels the
 *   query so it reverts to its state before the fetch (IDLE), rather than ERROR;
 * - persistedQuery: a query whose answer is also kept in client storage with its refreshed-on time,
 *   so a reload starts from it (initialData) and refetches only once it is older than its lifetime.
 */
import {
  CancelledError,
  QueryClient,
  type QueryFunctionContext,
  type QueryKey,
  queryOptions,
} from '@tanstack/react-query';
import { ApiError, apiRequest, type RequestOptions, setCancelledError } from './api-client';
import { getSession, subscribeSession } from './session';
import { type StorageKey, storage } from './storage';

// A cancelled or timed-out call reverts its query instead of failing it (lib/api-client.ts).
setCancelledError(() => new CancelledError({ revert: true }));

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx will not change on a retry; a lost answer might.
        retry: (failureCount, error) =>
          failureCount < 2 &&
          !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

export function queryFetch<T>(
  context: Pick<QueryFunctionContext, 'client' | 'queryKey' | 'signal'>,
  path: string,
  options: RequestOptions,
): Promise<T> {
  return apiRequest<T>(path, {
    ...options,
    signal: context.signal,
    onTimeout: () => {
      void context.client.cancelQueries({ queryKey: context.queryKey, exact: true });
    },
  });
}

export interface PersistedQueryInput<T, K extends QueryKey> {
  queryKey: K;
  storageKey: StorageKey;
  lifetimeMs: number;
  fetcher: (context: QueryFunctionContext<K>) => Promise<T>;
  /** Whether the stored value belongs to this query (e.g. the same store number). */
  matches?: (value: T) => boolean;
  enabled?: boolean;
}

export function persistedQuery<T, K extends QueryKey>(input: PersistedQueryInput<T, K>) {
  const readStored = () => {
    const entry = storage.read<T>(input.storageKey);
    if (!entry || (input.matches && !input.matches(entry.value))) return undefined;
    return entry;
  };
  return queryOptions({
    queryKey: input.queryKey,
    queryFn: async (context: QueryFunctionContext<K>) => {
      const generation = getSession().generation;
      const value = await input.fetcher(context);
      // An answer for the person before a login, logout or masquerade must not be cached.
      if (getSession().generation === generation) storage.write(input.storageKey, value);
      return value;
    },
    initialData: () => readStored()?.value,
    initialDataUpdatedAt: () => readStored()?.refreshedOn,
    staleTime: input.lifetimeMs,
    enabled: input.enabled,
  });
}

/**
 * When the person behind the session changes (login, logout, masquerade), nothing cached for the
 * previous one may be shown: the whole cache goes.
 */
export function bindQueryClientToSession(client: QueryClient): () => void {
  let generation = getSession().generation;
  return subscribeSession(() => {
    const next = getSession().generation;
    if (next !== generation) {
      generation = next;
      client.clear();
    }
  });
}
