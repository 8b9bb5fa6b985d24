import { serveHome } from '@/features/home/testing/fake-home';
import { serveVehicleCatalog } from '@/features/vehicle/testing/fake-vehicle-catalog';
import type { FakeServer } from './fake-fetch';
import { servePortal } from './fake-portal';

/**
 * The shell's calls and the start page's (/home, where a shop user lands): its lists, its vehicle
 * entry (years and states) and the recent vehicles. A test that ends on /home needs them: the page
 * asks for its lists with its code (app/routes/home-prefetch.ts).
 */
export function servePortalAndHome(...args: Parameters<typeof servePortal>): FakeServer {
  const server = serveVehicleCatalog(servePortal(...args));
  serveHome(server);
  return server
    .on('GET', '/api/recent/vehicles/enterprise', { body: [] })
    .on('GET', '/api/recent/vehicles', { body: [] });
}
