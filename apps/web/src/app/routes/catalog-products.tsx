import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/page-frame';
import { CatalogProductsPage } from '@/features/catalog/components/catalog-products-page';

/** /catalog/products and /catalog/v2/products: the parts for the chosen part types. */
export function Component() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('common:routes.catalogProducts')}>
      <CatalogProductsPage />
    </PageFrame>
  );
}
