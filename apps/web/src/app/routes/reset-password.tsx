import { useSearchParams } from 'react-router';
import { ResetPasswordPage } from '@/features/auth/components/reset-password-page';
import { PublicLayout } from '../layouts/public-layout';

/** /reset-password?token=: the page a mailed reset link opens. */
export function Component() {
  const [searchParams] = useSearchParams();
  return (
    <PublicLayout>
      <ResetPasswordPage token={searchParams.get('token')} />
    </PublicLayout>
  );
}
