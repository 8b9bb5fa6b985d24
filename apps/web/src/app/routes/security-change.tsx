import { SecurityChangePage } from '@/features/auth/components/security-change-page';
import { PublicLayout } from '../layouts/public-layout';

export function Component() {
  return (
    <PublicLayout>
      <SecurityChangePage />
    </PublicLayout>
  );
}
