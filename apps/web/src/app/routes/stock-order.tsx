import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/page-frame';
import { StockOrderPage } from '@/features/stock-order/components/stock-order-page';

/** /stockorder: Stock Order. */
export function Component() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('common:nav.stockOrder')}>
      <StockOrderPage />
    </PageFrame>
  );
}
