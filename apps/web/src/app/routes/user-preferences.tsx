import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/components/page-frame';
import { PasswordChangeForm } from '@/features/auth/components/password-change-form';
import { UserPreferencesPage } from '@/features/preferences/components/user-preferences-page';

/**
 * /admin/user, My preferences (issue 24 part 1): the preferences, the e-mail address and, with the
 * forced page's own form (features/auth), the password.
 */
export function Component() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('common:routes.userPreferences')}>
      <UserPreferencesPage
        renderPasswordForm={(onChanged) => (
          <PasswordChangeForm
            onChanged={onChanged}
            aria-label={t('preferences:password.heading')}
          />
        )}
      />
    </PageFrame>
  );
}
