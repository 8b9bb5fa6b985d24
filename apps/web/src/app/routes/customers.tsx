import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/page-frame';
import { CustomersPage } from '@/features/customers/components/customers-page';

/** /customers: Manage Customers (web users, issue 22). */
export function Component() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('common:nav.manageCustomers')}>
      <CustomersPage />
    </PageFrame>
  );
}
