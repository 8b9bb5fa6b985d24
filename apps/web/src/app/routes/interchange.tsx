import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/page-frame';
import { InterchangePage } from '@/features/search/components/interchange-page';

/** /interchange: Part Interchange, any part number to our equivalents (issue 25 part 1). */
export function Component() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('common:nav.partInterchange')}>
      <InterchangePage />
    </PageFrame>
  );
}
