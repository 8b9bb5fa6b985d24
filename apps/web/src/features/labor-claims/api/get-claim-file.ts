import { API_PREFIX } from '@procounter/shared/contracts/api-paths';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { refreshTokens } from '@/lib/api-client';
import { getSession } from '@/lib/session';
import { laborClaimKeys } from './keys';

/**
 * A claim's file as a Blob. Files are served to the claim's shop (and support) only, so they take
 * the access token like every call; the API client reads JSON and text, so the bytes are read here.
 */
export async function fetchClaimFile(path: string, signal?: AbortSignal): Promise<Blob> {
  const send = () =>
    fetch(`${API_PREFIX}${path}`, {
      headers: { Authorization: `Bearer ${getSession().auth?.access_token ?? ''}` },
      signal,
    });
  let response = await send();
  if (response.status === 401 && (await refreshTokens())) response = await send();
  if (!response.ok) throw new Error(`The file answered ${response.status}`);
  return response.blob();
}

/** An object URL of a claim's file (null while it loads or when it failed), revoked when unused. */
export function useClaimFileUrl(path: string) {
  const file = useQuery({
    queryKey: [...laborClaimKeys.all, 'file', path],
    queryFn: ({ signal }) => fetchClaimFile(path, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file.data || typeof URL.createObjectURL !== 'function') return;
    const made = URL.createObjectURL(file.data);
    setUrl(made);
    return () => {
      URL.revokeObjectURL(made);
      setUrl(null);
    };
  }, [file.data]);
  return { url, isError: file.isError };
}
