import { Loader, type LoaderProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface LoadingIndicatorProps extends Pick<LoaderProps, 'size' | 'color'> {
  /** What is loading; "Loading…" unless told. */
  label?: string;
}

/**
 * A spinner that says what it is: a status with a name, so a screen reader hears "Loading…" and axe
 * accepts the label (aria-label on a plain span is not allowed).
 */
export function LoadingIndicator({ label, ...props }: LoadingIndicatorProps) {
  const { t } = useTranslation();
  return <Loader role="status" aria-label={label ?? t('common:loading')} {...props} />;
}
