import { CloseButton, Group, Stack, Title } from '@mantine/core';
import { isVehicleSelected } from '@procounter/shared/domain/vehicle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '@/components/loading-indicator';
import { useCurrentVehicle } from '@/hooks/use-current-vehicle';
import { useVehicleSelectorData } from '@/hooks/use-vehicle-catalog';
import { useVehicleSelectorState } from '@/hooks/use-vehicle-selector';
import { closeVehicleSelector } from '@/lib/vehicle-selector';
import { useVehicleChoice } from '../hooks/use-vehicle-choice';
import { CurrentVehiclePanel } from './current-vehicle-panel';
import { ForcedNotice } from './forced-notice';
import { QuoteChoiceModal } from './quote-choice-modal';
import { SelectorLoadFailed } from './selector-load-failed';
import { VehicleInputModes } from './vehicle-input-modes';

/**
 * What the open panel holds: the current vehicle when there is one (until the user asks to
 * change it), else the three input modes; the forced-mode notice; the quote-choice modal that
 * every way of choosing goes through.
 */
export function SelectorBody() {
  const { t } = useTranslation();
  const { forced } = useVehicleSelectorState();
  const selectorData = useVehicleSelectorData();
  const current = useCurrentVehicle();
  const vehicle = isVehicleSelected(current.data) ? current.data : null;
  const [changing, setChanging] = useState(false);
  const { choose, prompt } = useVehicleChoice();
  const showCurrent = vehicle !== null && !changing;

  const reload = () => {
    void selectorData.refetch();
    if (current.isError) void current.refetch();
  };

  let content: React.ReactNode;
  if (showCurrent) {
    content = (
      <CurrentVehiclePanel vehicle={vehicle} onChange={() => setChanging(true)} focusChange />
    );
  } else if (selectorData.isError) {
    content = <SelectorLoadFailed onReload={reload} reloading={selectorData.isFetching} />;
  } else if (!selectorData.data) {
    content = <LoadingIndicator size="sm" />;
  } else {
    content = (
      <VehicleInputModes
        data={selectorData.data}
        choose={choose}
        onBack={vehicle ? () => setChanging(false) : undefined}
        autoFocus
      />
    );
  }

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} size="h4">
          {showCurrent ? t('vehicle:currentVehicle') : t('vehicle:selectTitle')}
        </Title>
        <CloseButton aria-label={t('vehicle:closeSelector')} onClick={closeVehicleSelector} />
      </Group>
      {forced ? <ForcedNotice /> : null}
      {content}
      <QuoteChoiceModal prompt={prompt} />
    </Stack>
  );
}
