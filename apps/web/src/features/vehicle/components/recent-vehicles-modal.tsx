import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useMediaQueryNow } from '@/hooks/use-media-query-now';
import { PHONE_QUERY } from '@/lib/media-queries';
import type { ChooseVehicle } from '../hooks/use-vehicle-choice';
import { RecentVehiclesTable } from './recent-vehicles-table';

/** The Recent Vehicles link's modal: full screen on a phone. */
export function RecentVehiclesModal({
  choose,
  onClose,
}: {
  choose: ChooseVehicle;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const phone = useMediaQueryNow(PHONE_QUERY);
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('vehicle:recentVehicles')}
      size="xl"
      fullScreen={phone}
    >
      <RecentVehiclesTable choose={choose} />
    </Modal>
  );
}
