import { LoginPage } from '@/features/auth/components/login-page';
import { PublicLayout } from '../layouts/public-layout';

export function Component() {
  return (
    <PublicLayout>
      <LoginPage />
    </PublicLayout>
  );
}
