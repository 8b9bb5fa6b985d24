import { Button, type ButtonProps } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logout } from '@/lib/logout';

/** Log out: the guard then shows /login. */
export function LogoutButton(props: ButtonProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="default"
      size="xs"
      loading={busy}
      onClick={() => {
        setBusy(true);
        void logout();
      }}
      {...props}
    >
      {t('common:shell.logout')}
    </Button>
  );
}
