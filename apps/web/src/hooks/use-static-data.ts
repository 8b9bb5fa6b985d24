import { API } from '@procounter/shared/contracts/api-paths';
import { StaticDataSchema } from '@procounter/shared/contracts/app';
import { useQuery } from '@tanstack/react-query';
import { queryFetch } from '@/lib/query-client';
import { appKeys } from '@/lib/query-keys';
import { useSession } from './use-session';

/** GET /current/static: versions, support contacts, profile. It changes with a deployment only. */
export function useStaticData() {
  const { auth } = useSession();
  return useQuery({
    queryKey: appKeys.static,
    queryFn: (context) => queryFetch(context, API.currentStatic, {}, StaticDataSchema),
    staleTime: Number.POSITIVE_INFINITY,
    enabled: auth !== null,
  });
}
