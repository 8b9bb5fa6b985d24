import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/page-frame';
import { MasqueradePanel } from '@/features/masquerade/components/masquerade-panel';

/** /support: today the masquerade panel; the rest of the support tools come later. */
export function Component() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('common:nav.support')}>
      <MasqueradePanel />
    </PageFrame>
  );
}
