import { useTranslation } from 'react-i18next';
import classes from './skip-link.module.css';

export interface SkipLinkProps {
  /** The id of the page's main element. */
  targetId: string;
  className?: string;
}

/** Keyboard users jump past the banners and navigation straight to the page; shown on focus. */
export function SkipLink({ targetId, className }: SkipLinkProps) {
  const { t } = useTranslation();
  return (
    <a
      href={`#${targetId}`}
      className={className ? `${classes.skipLink} ${className}` : classes.skipLink}
    >
      {t('common:shell.skipToContent')}
    </a>
  );
}
