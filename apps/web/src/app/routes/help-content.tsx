import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/page-frame';
import { HelpAdminPage } from '@/features/help-admin/components/help-admin-page';

/** /support/help-content/*: the Help Center's content editor (support and marketing users). */
export function Component() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('helpAdmin:title')}>
      <HelpAdminPage />
    </PageFrame>
  );
}
