import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/page-frame';
import { OutboxPage } from '@/features/support-inbox/components/outbox-page';

/** /support/outbox: the mail outbox of support-access users. */
export function Component() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('support:outbox.title')}>
      <OutboxPage />
    </PageFrame>
  );
}
