import { Anchor, Stack, Text } from '@mantine/core';
import type { PartTypeNode } from '@procounter/shared/contracts/catalog-search';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingIndicator } from '@/components/loading-indicator';
import { PageFrame } from '@/components/page-frame';
import { CurrentVehicleSummary } from '@/features/home/components/current-vehicle-summary';
import homeClasses from '@/features/home/components/home.module.css';
import { HomeSection } from '@/features/home/components/home-section';
import { OpenQuotes } from '@/features/home/components/open-quotes';
import { PopularPartTypes } from '@/features/home/components/popular-part-types';
import { RecentOrders } from '@/features/home/components/recent-orders';
import { StockOrdersSummary } from '@/features/home/components/stock-orders-summary';
import { fromPartTypeNode, useChoosePartType } from '@/features/search/hooks/use-choose-part-type';
import { VehicleEntry } from '@/features/vehicle/components/vehicle-entry';
import { useSelectedVehicle } from '@/hooks/use-current-vehicle';
import { ROUTE_PATHS } from '@/lib/route-paths';
import { focusSearchBox, SEARCH_BOX_ID } from '@/lib/search-box';

// The recent vehicles table (a table, tooltips) loads when its card comes into view: most
// arrivals start with a plate, and the page's first load stays light (R-HOME-1, page budget).
const RecentVehiclesEntry = lazy(() =>
  import('@/features/vehicle/components/recent-vehicles-entry').then((module) => ({
    default: module.RecentVehiclesEntry,
  })),
);

/** Whether the element has come into view once (always true where IntersectionObserver is not). */
function useSeen<T extends Element>() {
  const ref = useRef<T>(null);
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen]);
  return { ref, seen };
}

/** How long a closing dialog (the plate results) may take to hand the focus back before ours. */
const DIALOG_CLOSE_MS = 320;

/**
 * Once a vehicle is chosen the next step is the search (R-HOME-2): the focus goes to the info
 * bar's search box, and again once a closing dialog has given the focus back to what opened it,
 * unless the user has moved on.
 */
function useFocusSearchNext() {
  return useCallback(() => {
    focusSearchBox();
    window.setTimeout(() => {
      const active = document.activeElement;
      const movedOn =
        active instanceof HTMLElement &&
        active.id !== SEARCH_BOX_ID &&
        active !== document.body &&
        !active.closest('[data-home-vehicle-entry]');
      if (!movedOn) focusSearchBox();
    }, DIALOG_CLOSE_MS);
  }, []);
}

/** The shop's open quotes, recent orders, stock orders and recent vehicles (R-HOME-3). */
function ShopWork({ onVehicleChosen }: { onVehicleChosen: () => void }) {
  const { t } = useTranslation();
  const recent = useSeen<HTMLDivElement>();
  return (
    <Stack gap="lg">
      <OpenQuotes />
      <RecentOrders />
      <StockOrdersSummary />
      <HomeSection title={t('home:recentVehicles.title')}>
        <div ref={recent.ref}>
          {recent.seen ? (
            <Suspense fallback={<LoadingIndicator size="sm" />}>
              <RecentVehiclesEntry onChosen={onVehicleChosen} />
            </Suspense>
          ) : (
            <LoadingIndicator size="sm" />
          )}
        </div>
      </HomeSection>
    </Stack>
  );
}

/**
 * /home, the counter's start page (R-HOME-1..3): the vehicle entry first (focused), the current
 * vehicle with its popular part types, then the shop's open quotes, recent orders, stock orders and
 * recent vehicles. One column on a phone, two from medium widths.
 */
export function Component() {
  const { t } = useTranslation();
  const vehicle = useSelectedVehicle();
  const choosePartType = useChoosePartType();
  const focusSearch = useFocusSearchNext();
  const vehicleName = vehicle
    ? [vehicle.year, vehicle.make, vehicle.model].filter(Boolean).join(' ')
    : '';
  const choose = useCallback(
    (node: PartTypeNode) => void choosePartType(fromPartTypeNode(node)),
    [choosePartType],
  );

  return (
    <PageFrame title={t('common:nav.home')}>
      <div className={homeClasses.columns}>
        <div>
          <Stack gap="lg">
            <HomeSection title={vehicle ? t('home:vehicle.change') : t('home:vehicle.title')}>
              <div data-home-vehicle-entry className={homeClasses.entry}>
                <VehicleEntry autoFocus onChosen={focusSearch} />
              </div>
            </HomeSection>
            <HomeSection title={t('home:vehicle.current')}>
              {vehicle ? (
                <Stack gap="md">
                  <CurrentVehicleSummary vehicle={vehicle} />
                  <Text size="sm" fw={600}>
                    {t('home:popular.title', { vehicle: vehicleName })}
                  </Text>
                  <PopularPartTypes
                    onChoose={choose}
                    label={t('home:popular.title', { vehicle: vehicleName })}
                  />
                  <Anchor component={Link} to={`${ROUTE_PATHS.catalogBrowse}?tab=jobs`} size="sm">
                    {t('home:popular.jobs')}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {t('home:popular.searchHint')}
                  </Text>
                </Stack>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('home:vehicle.none')}
                </Text>
              )}
            </HomeSection>
          </Stack>
        </div>
        <div>
          <ShopWork onVehicleChosen={focusSearch} />
        </div>
      </div>
    </PageFrame>
  );
}
