import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/page-frame';
import { LaborClaimsPage } from '@/features/labor-claims/components/labor-claims-page';

/** /admin/labor-claims: the shop's warranty labor claims (issue 23, part 2). */
export function Component() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('common:nav.laborClaims')}>
      <LaborClaimsPage />
    </PageFrame>
  );
}
