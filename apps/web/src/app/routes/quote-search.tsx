import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/page-frame';
import { QuoteSearchPage } from '@/features/quote/components/quote-search-page';

/** /quote/search: Quotes and Orders. */
export function Component() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('common:nav.quotesAndOrders')}>
      <QuoteSearchPage />
    </PageFrame>
  );
}
