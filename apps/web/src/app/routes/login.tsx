import { useNavigate, useSearchParams } from 'react-router';
import { LoginPage } from '@/features/auth/components/login-page';
import { LOGIN_PATH } from '@/lib/auth-redirect';
import { PublicLayout } from '../layouts/public-layout';

/**
 * /login inside the app, met after a logout or a lost session without a page load. A first load
 * of /login gets login.html instead (login-main.tsx), which shows the same page.
 */
export function Component() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  return (
    <PublicLayout>
      <LoginPage
        errorKey={searchParams.get('errorKey')}
        onErrorKey={(key) => navigate(`${LOGIN_PATH}?errorKey=${key}`, { replace: true })}
      />
    </PublicLayout>
  );
}
