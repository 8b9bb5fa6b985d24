import { userCanManageEmployees } from '@procounter/shared/domain/employees';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/page-frame';
import { CompanyPage } from '@/features/company/components/company-page';
import { useCurrentUser } from '@/hooks/use-current-user';

// Employees (issue 24 part 2) are for shop and company managers only: their code loads for them.
const EmployeesSection = lazy(() =>
  import('@/features/employees/components/employees-section').then((module) => ({
    default: module.EmployeesSection,
  })),
);

/** /admin/company: the Account Dashboard (issue 23, part 3), with its Employees for managers. */
export function Component() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  return (
    <PageFrame title={t('common:nav.accountDashboard')}>
      <CompanyPage />
      {user !== undefined && userCanManageEmployees(user) ? (
        <Suspense fallback={null}>
          <EmployeesSection />
        </Suspense>
      ) : null}
    </PageFrame>
  );
}
