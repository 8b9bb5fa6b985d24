import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { fetchFile } from '@/lib/fetch-file';
import { laborClaimKeys } from './keys';

/** An object URL of a claim's file (null while it loads or when it failed), revoked when unused. */
export function useClaimFileUrl(path: string) {
  const file = useQuery({
    queryKey: [...laborClaimKeys.all, 'file', path],
    queryFn: ({ signal }) => fetchFile(path, signal),
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
