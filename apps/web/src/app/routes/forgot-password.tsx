import { ForgotPasswordPage } from '@/features/auth/components/forgot-password-page';
import { PublicLayout } from '../layouts/public-layout';

/** /forgot-password: "Forgot password?" of /login. */
export function Component() {
  return (
    <PublicLayout>
      <ForgotPasswordPage />
    </PublicLayout>
  );
}
