import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/page-frame';
import { CompanyPage } from '@/features/company/components/company-page';

/** /admin/company: the Account Dashboard (issue 23, part 3). */
export function Component() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('common:nav.accountDashboard')}>
      <CompanyPage />
    </PageFrame>
  );
}
