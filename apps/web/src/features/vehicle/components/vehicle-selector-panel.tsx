import { Container } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingIndicator } from '@/components/loading-indicator';
import { useVehicleSelectorState } from '@/hooks/use-vehicle-selector';
import { loadOnce } from '@/lib/load-once';
import { closeVehicleSelector } from '@/lib/vehicle-selector';
import { VEHICLE_PANEL_ID, VEHICLE_TOGGLE_ID } from './selector-ids';
import classes from './vehicle.module.css';

/**
 * The selector's forms (plate, VIN, year/make/model pickers and their validation) load when the
 * panel is about to open (the toggle's pointer, touch or focus: preloadSelectorBody) or opens: the
 * shell around every page does not wait for them, and opening it does not wait for their code.
 */
export const preloadSelectorBody = loadOnce(() => import('./selector-body'));
const SelectorBody = lazy(() =>
  preloadSelectorBody().then((module) => ({ default: module.SelectorBody })),
);

/** Escape inside a dialog or an open dropdown closes that, not the panel. */
function isEscapeForPanel(event: React.KeyboardEvent<HTMLElement>): boolean {
  if (event.key !== 'Escape' || event.defaultPrevented) return false;
  const target = event.target as HTMLElement;
  if (!event.currentTarget.contains(target)) return false;
  return !target.closest('[role="dialog"], [data-mantine-stop-propagation]');
}

/**
 * The vehicle selector panel under the info bar (full width on a phone). Focus goes into its first
 * field when it opens (the panel itself while its forms load) and back to the toggle when it
 * closes; Escape closes it.
 */
export function VehicleSelectorPanel() {
  const { opened } = useVehicleSelectorState();
  const wasOpened = useRef(opened);

  useEffect(() => {
    if (wasOpened.current && !opened) {
      // Back to the toggle, unless the user moved on (the search box closes it on a phone).
      const active = document.activeElement;
      if (!active || active === document.body) document.getElementById(VEHICLE_TOGGLE_ID)?.focus();
    }
    wasOpened.current = opened;
  }, [opened]);

  return opened ? <OpenPanel /> : null;
}

function OpenPanel() {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);

  // The panel takes the focus while its forms load; a form already there has put it in its first
  // field (children's effects run first), which stays.
  useEffect(() => {
    if (!ref.current?.contains(document.activeElement)) ref.current?.focus();
  }, []);

  return (
    <section
      ref={ref}
      id={VEHICLE_PANEL_ID}
      aria-label={t('vehicle:selectorLabel')}
      tabIndex={-1}
      className={classes.panel}
      onKeyDown={(event) => {
        if (isEscapeForPanel(event)) closeVehicleSelector();
      }}
    >
      <Container size="xl" py="md" px={{ base: 'xs', sm: 'md' }}>
        <Suspense fallback={<LoadingIndicator size="sm" />}>
          <SelectorBody />
        </Suspense>
      </Container>
    </section>
  );
}
