import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/page-frame';
import { SupportLaborClaimsPage } from '@/features/labor-claims/components/support-labor-claims-page';

/** /support/labor-claims: support's review of the shops' labor claims (issue 23, part 2). */
export function Component() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('laborClaims:support.title')}>
      <SupportLaborClaimsPage />
    </PageFrame>
  );
}
