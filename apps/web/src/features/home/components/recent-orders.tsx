import { useTranslation } from 'react-i18next';
import { routePath } from '@/lib/route-paths';
import { useRecentOrders } from '../api/get-home-worksheets';
import { HomeSection, SectionEmpty, SectionError, SectionLoading } from './home-section';
import { WorksheetRows } from './worksheet-rows';

/** The shop's newest orders with their status, each a link to its page (R-HOME-3). */
export function RecentOrders() {
  const { t } = useTranslation();
  const orders = useRecentOrders();
  let content: React.ReactNode;
  if (orders.isPending) content = <SectionLoading />;
  else if (orders.isError)
    content = <SectionError onRetry={() => void orders.refetch()} retrying={orders.isFetching} />;
  else if (orders.data.content.length === 0)
    content = <SectionEmpty text={t('home:recentOrders.empty')} />;
  else content = <WorksheetRows rows={orders.data.content} kind="order" />;
  return (
    <HomeSection
      title={t('home:recentOrders.title')}
      more={{
        to: `${routePath('quoteSearch')}?searchType=ORDER`,
        label: t('home:recentOrders.all'),
      }}
    >
      {content}
    </HomeSection>
  );
}
