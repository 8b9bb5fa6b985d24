/** Renders the vehicle selector (toggle and panel) against the fake server, as the info bar does. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import { beginSession } from '@/lib/session';
import { type FakeServer, installFakeServer } from '@/testing/fake-fetch';
import { type PortalData, servePortal } from '@/testing/fake-portal';
import { makeTokens } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { serveVehicleCatalog } from '../testing/fake-vehicle-catalog';
import { VEHICLE_TOGGLE_ID } from './selector-ids';
import { VehicleSelectorPanel } from './vehicle-selector-panel';
import { VehicleSelectorToggle } from './vehicle-selector-toggle';

export interface RenderSelectorOptions {
  /** Rendered beside the selector (a page that needs a vehicle). */
  extra?: ReactNode;
  /** Changes the fake server's answers before anything is rendered. */
  setup?: (server: FakeServer) => void;
}

export function renderSelector(data: PortalData = {}, options: RenderSelectorOptions = {}) {
  const { extra, setup } = options;
  const server = serveVehicleCatalog(servePortal(installFakeServer(), data));
  setup?.(server);
  beginSession(makeTokens());
  const result = renderWithProviders(
    <>
      <VehicleSelectorToggle />
      <VehicleSelectorPanel />
      {extra}
    </>,
  );
  return { ...result, server };
}

export function getToggle(): HTMLElement {
  const toggle = document.getElementById(VEHICLE_TOGGLE_ID);
  if (!toggle) throw new Error('no vehicle toggle');
  return toggle;
}

/** Opens the panel and waits for its input modes (or current vehicle). */
export async function openSelector(): Promise<HTMLElement> {
  await waitFor(() => expect(getToggle()).toBeVisible());
  await userEvent.click(getToggle());
  return screen.findByRole('region', { name: 'Vehicle selector' });
}

export async function chooseMode(name: 'Plate' | 'VIN' | 'Year/Make/Model') {
  await userEvent.click(await screen.findByRole('tab', { name }));
  // The VIN and year/make/model forms load when their tab is chosen: wait for the chosen panel's
  // form, as a user waits for it to show.
  const tab = await screen.findByRole('tab', { name, selected: true });
  const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
  if (panel) {
    await waitFor(() => expect(within(panel).queryByRole('status')).not.toBeInTheDocument());
  }
}

/** The JSON body of the only call to a path. */
export function bodyOf(server: FakeServer, method: string, path: string) {
  const calls = server.callsTo(method, path);
  expect(calls).toHaveLength(1);
  return JSON.parse(calls[0]!.body ?? 'null');
}
