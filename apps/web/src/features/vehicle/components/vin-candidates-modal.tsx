import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { VinAmbiguous } from '@procounter/shared/contracts/vehicle';
import { useTranslation } from 'react-i18next';
import classes from './vehicle.module.css';

export interface VinCandidatesPrompt {
  vin: string;
  candidates: VinAmbiguous['candidates'];
  /** The base vehicle id picked, or null when the list is closed. */
  answer: (vehicleId: number | null) => void;
}

/**
 * A VIN the vPIC data cannot pin to one vehicle (409 VIN_AMBIGUOUS): its candidates, most likely
 * first, with the plate modal's prompt 'Please select the correct vehicle'. Nothing is chosen
 * for the user; closing the list chooses nothing.
 */
export function VinCandidatesModal({ prompt }: { prompt: VinCandidatesPrompt | null }) {
  const { t } = useTranslation();
  const answer = (vehicleId: number | null) => prompt?.answer(vehicleId);
  return (
    <Modal
      opened={prompt !== null}
      onClose={() => answer(null)}
      title={t('vehicle:vinCandidatesTitle', { vin: prompt?.vin ?? '' })}
      centered
    >
      <Stack gap="sm">
        <Text fw={600}>{t('vehicle:selectCorrect')}</Text>
        {prompt?.candidates.map((c, index) => (
          <Button
            key={c.vehicle.vehicleId}
            // The most likely vehicle has the focus as the dialog opens (issue 21).
            data-autofocus={index === 0 ? true : undefined}
            variant="light"
            fullWidth
            justify="flex-start"
            className={classes.plateResult}
            onClick={() => answer(c.vehicle.vehicleId)}
          >
            {`${c.year} ${c.make} ${c.model}`}
          </Button>
        ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => answer(null)}>
            {t('common:close')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
