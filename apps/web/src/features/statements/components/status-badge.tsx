import { Badge } from '@mantine/core';
import type { StatementStatus } from '@procounter/shared/domain/account-money';
import { useTranslation } from 'react-i18next';

const COLORS: Record<StatementStatus, string> = {
  PAID: 'green',
  DUE: 'blue',
  PAST_DUE: 'red',
  NO_ACTIVITY: 'gray',
};

/** A statement's status as a badge whose text says it (the color only repeats it). */
export function StatusBadge({ status }: { status: StatementStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="light" radius="sm">
      {t(`statements:status.${status}`)}
    </Badge>
  );
}
