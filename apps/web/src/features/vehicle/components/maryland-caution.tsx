import { Alert } from '@mantine/core';
import { FEATURES } from '@procounter/shared/domain/features';
import { useTranslation } from 'react-i18next';
import { useFeatureDisabled } from '@/hooks/use-feature-disabled';

/** The state whose plate data is limited (R-VEH-3). */
const MARYLAND = 'MD';

/** The Maryland caution, for state MD unless the feature ptv_data_warning_maryland is disabled. */
export function MarylandCaution({ state }: { state: string }) {
  const { t } = useTranslation();
  const disabled = useFeatureDisabled(FEATURES.ptvDataWarningMaryland);
  if (state !== MARYLAND || disabled) return null;
  return (
    <Alert color="yellow" variant="light" p="xs">
      {t('vehicle:marylandCaution')}
    </Alert>
  );
}
