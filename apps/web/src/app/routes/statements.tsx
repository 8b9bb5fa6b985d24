import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/page-frame';
import { StatementsPage } from '@/features/statements/components/statements-page';
import { useCurrentUser } from '@/hooks/use-current-user';
import { statementsTitleKey } from '@/lib/route-table';

/** /admin/statements: Statements, or Statements and Earn-backs for an earn-back-eligible user. */
export function Component() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  return (
    <PageFrame title={t(statementsTitleKey(user ?? null))}>
      <StatementsPage />
    </PageFrame>
  );
}
