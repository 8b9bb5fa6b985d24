import { AcceptTermsPage } from '@/features/auth/components/accept-terms-page';
import { PublicLayout } from '../layouts/public-layout';

export function Component() {
  return (
    <PublicLayout>
      <AcceptTermsPage />
    </PublicLayout>
  );
}
