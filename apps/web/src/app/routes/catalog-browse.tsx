import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/page-frame';
import { CatalogBrowsePage } from '@/features/catalog/components/catalog-browse-page';

/** /catalog/browse: Catalog Lookup. */
export function Component() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('common:nav.catalogLookup')}>
      <CatalogBrowsePage />
    </PageFrame>
  );
}
