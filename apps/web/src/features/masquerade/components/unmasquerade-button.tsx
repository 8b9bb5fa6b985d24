import { Button, type ButtonProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useEndMasquerade } from '../api/masquerade';

/** Shown while masquerading: back to the real user. */
export function UnmasqueradeButton(props: ButtonProps) {
  const { t } = useTranslation();
  const end = useEndMasquerade();
  return (
    <Button
      size="xs"
      color="orange"
      loading={end.isPending}
      onClick={() => end.mutate()}
      {...props}
    >
      {t('common:masquerade.unmasquerade')}
    </Button>
  );
}
