import { Anchor, Group, Tabs } from '@mantine/core';
import type { VehicleSelectorData } from '@procounter/shared/contracts/vehicle';
import { lazy, Suspense, startTransition, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '@/components/loading-indicator';
import type { ChooseVehicle } from '../hooks/use-vehicle-choice';
import { PlateSearchForm } from './plate-search-form';

// The plate form is the first mode and comes with the modes; the VIN form, the year/make/model
// pickers (Mantine's Combobox and its floating layer) and the recent list load when chosen, so a
// page that shows the modes at once (the start page) does not carry them (its 250 KB budget).
const VinForm = lazy(() => import('./vin-form').then((module) => ({ default: module.VinForm })));
const YmmPickers = lazy(() =>
  import('./ymm-pickers').then((module) => ({ default: module.YmmPickers })),
);
const RecentVehiclesModal = lazy(() =>
  import('./recent-vehicles-modal').then((module) => ({ default: module.RecentVehiclesModal })),
);

export interface VehicleInputModesProps {
  data: VehicleSelectorData;
  choose: ChooseVehicle;
  /** Back to the current vehicle (when the user chose Change). */
  onBack?: () => void;
  /**
   * Focus the first mode's first field as it mounts (the selector panel opening, Change); a page
   * that embeds the modes leaves it off.
   */
  autoFocus?: boolean;
}

/**
 * The three input modes (R-VEH-1, R-VEH-2, R-VEH-6, R-VEH-7): plate, VIN, year/make/model; and
 * the recent list.
 */
export function VehicleInputModes({
  data,
  choose,
  onBack,
  autoFocus = false,
}: VehicleInputModesProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<string | null>('plate');
  const [recentOpened, setRecentOpened] = useState(false);

  return (
    <>
      {/* The chosen mode's form renders in a transition: the click or arrow key that picks it is
          answered at once, and the form (five pickers for year/make/model) shows when rendered. */}
      <Tabs
        value={mode}
        onChange={(next) => startTransition(() => setMode(next))}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('vehicle:modesLabel')}>
          <Tabs.Tab value="plate">{t('vehicle:modePlate')}</Tabs.Tab>
          <Tabs.Tab value="vin">{t('vehicle:modeVin')}</Tabs.Tab>
          <Tabs.Tab value="ymm">{t('vehicle:modeYmm')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="plate" pt="sm">
          <PlateSearchForm
            states={data.states}
            choose={choose}
            autoFocus={autoFocus}
            onTryMode={(next) => startTransition(() => setMode(next))}
          />
        </Tabs.Panel>
        <Tabs.Panel value="vin" pt="sm">
          <Suspense fallback={<LoadingIndicator />}>
            <VinForm choose={choose} />
          </Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="ymm" pt="sm">
          <Suspense fallback={<LoadingIndicator />}>
            <YmmPickers years={data.years} choose={choose} />
          </Suspense>
        </Tabs.Panel>
      </Tabs>
      <Group gap="md">
        <Anchor component="button" type="button" size="sm" onClick={() => setRecentOpened(true)}>
          {t('vehicle:recentVehicles')}
        </Anchor>
        {onBack ? (
          <Anchor component="button" type="button" size="sm" onClick={onBack}>
            {t('common:back')}
          </Anchor>
        ) : null}
      </Group>
      {recentOpened ? (
        <Suspense fallback={null}>
          <RecentVehiclesModal choose={choose} onClose={() => setRecentOpened(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
