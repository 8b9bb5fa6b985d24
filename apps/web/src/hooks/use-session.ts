import { useSyncExternalStore } from 'react';
import { getSession, type SessionSnapshot, subscribeSession } from '@/lib/session';

/** The session snapshot (tokens, forced restrictions, sticky id), re-rendering on every change. */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
