import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/page-frame';
import { SupportInboxPage } from '@/features/support-inbox/components/support-inbox-page';

/** /support/questions: the questions inbox of support-access users. */
export function Component() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('support:inbox.title')}>
      <SupportInboxPage />
    </PageFrame>
  );
}
