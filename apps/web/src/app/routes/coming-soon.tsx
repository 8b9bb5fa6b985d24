import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageFrame } from '@/components/page-frame';
import { useCurrentUser } from '@/hooks/use-current-user';
import { findRoute, routeTitleKey } from '@/lib/route-table';

/** The pages later issues build: the frame with the route's title and a "coming soon" line. */
export function Component() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { data: user } = useCurrentUser();
  const route = findRoute(pathname);
  return <PageFrame title={route ? t(routeTitleKey(route, user ?? null)) : ''} />;
}
