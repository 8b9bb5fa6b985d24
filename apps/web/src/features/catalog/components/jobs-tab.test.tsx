import type { QuoteSummary } from '@procounter/shared/contracts/worksheet';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useMiniQuote } from '@/hooks/use-mini-quote';
import { i18n } from '@/lib/i18n';
import { beginSession } from '@/lib/session';
import { getVehicleSelectorState, vehicleChosen } from '@/lib/vehicle-selector';
import { type FakeServer, installFakeServer } from '@/testing/fake-fetch';
import { servePortal } from '@/testing/fake-portal';
import { makeQuoteSummary, makeTokens, makeVehicle, NO_VEHICLE } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import {
  type JobsData,
  makePackageJob,
  makePackageJobParts,
  makeShopJob,
  serveJobs,
  servePartTypes,
} from '../testing/fake-catalog';
import { CatalogBrowsePage } from './catalog-browse-page';

const JOBS = '/api/parttypes/shopjobs';
const PARTS = '/api/parttypes/packageJobPartTypes';
const ADD = '/api/worksheet/rest/addPackageJob';
const SAVE = '/api/parttypes/customPackageJob';

function serve(data: JobsData = {}, vehicle = makeVehicle()) {
  const server = installFakeServer();
  servePortal(server, { vehicle, quote: makeQuoteSummary(0) });
  servePartTypes(server);
  const list = serveJobs(server, data);
  return { server, list };
}

/** What the mini quote shows in the shell: its item count. */
function QuoteCount() {
  const quote = useMiniQuote();
  return <output aria-label="Quote items">{quote.data?.quoteDetails.totalItems ?? '-'}</output>;
}

const render = (path = '/catalog/browse?tab=jobs') =>
  renderWithProviders(
    <>
      <CatalogBrowsePage />
      <QuoteCount />
    </>,
    { path, routePath: '/catalog/browse' },
  );

const bodies = (server: FakeServer, method: string, path: string) =>
  server.callsTo(method, path).map((request) => JSON.parse(request.body ?? '{}'));

/** The part types picker: Mantine's MultiSelect is a combobox (a text box in older versions). */
const partTypes = (dialog: HTMLElement) =>
  within(dialog).queryByRole('combobox', { name: /^Part types/ }) ??
  within(dialog).getByRole('textbox', { name: /^Part types/ });

const group = (name: string) => screen.getByRole('group', { name });
const jobView = () => screen.findByRole('region', { name: 'Front brake job' });

async function chooseFrontBrakeJob(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Front brake job' }));
  const view = await jobView();
  await within(view).findByRole('group', { name: 'Disc Brake Pad (Front)' });
  return view;
}

describe('the jobs tab of catalog lookup', () => {
  beforeEach(() => {
    beginSession(makeTokens());
  });

  it('lists the package jobs and the shop jobs once the Jobs tab is chosen', async () => {
    const { server } = serve();
    render('/catalog/browse');
    const user = userEvent.setup();
    await screen.findByRole('checkbox', { name: 'Disc Brake Pad' });
    expect(server.callsTo('GET', JOBS)).toHaveLength(0);
    await user.click(screen.getByRole('tab', { name: 'Jobs' }));
    const packageJobs = await screen.findByRole('region', { name: 'Package jobs' });
    const job = within(packageJobs).getByRole('button', { name: 'Front brake job' });
    expect(job).toBeVisible();
    expect(job).toHaveAccessibleDescription(
      'Disc Brake Pad (Front), Disc Brake Rotor (Front) Labor: 1.5 h',
    );
    const shopJobs = screen.getByRole('region', { name: 'Shop jobs' });
    expect(
      within(shopJobs).getByRole('button', { name: 'Oil change' }),
    ).toHaveAccessibleDescription('Engine Oil Filter');
  });

  it('opens on the Jobs tab from the URL (?tab=jobs)', async () => {
    serve();
    render();
    expect(await screen.findByRole('tab', { name: 'Jobs' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByRole('button', { name: 'Front brake job' })).toBeVisible();
  });

  it('says so when there are no jobs, and retries a failed list', async () => {
    const { server } = serve({ list: { packageJobs: [], shopJobs: [], canManage: false } });
    server.on('GET', JOBS, { status: 500, body: { code: 'INTERNAL_ERROR', message: 'x' } });
    render();
    expect(
      await screen.findByText('Error retrieving product data. Please try again.'),
    ).toBeVisible();
    server.on('GET', JOBS, { body: { packageJobs: [], shopJobs: [], canManage: false } });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('There are no package jobs.')).toBeVisible();
    expect(screen.getByText('Your shop has no jobs yet.')).toBeVisible();
  });

  it('shows a chosen job grouped by part type with the best match of each preselected', async () => {
    const { server } = serve();
    render();
    const user = userEvent.setup();
    const view = await chooseFrontBrakeJob(user);
    expect(server.callsTo('GET', PARTS)[0]?.search.get('jobId')).toBe('1');
    expect(within(view).getByText('For 2013 Ford F-150')).toBeVisible();
    const pads = group('Disc Brake Pad (Front)');
    expect(within(pads).getByRole('radiogroup', { name: 'Disc Brake Pad (Front)' })).toBeVisible();
    expect(within(pads).getByRole('radio', { name: /Bosch BP1000/ })).toBeChecked();
    expect(within(pads).getByRole('radio', { name: /Wagner QC1234/ })).not.toBeChecked();
    expect(within(pads).getByRole('radio', { name: /Wagner QC1234/ })).toHaveAccessibleName(
      /Price \$42\.99 · 3 in stock.*Fits: 3\.5L V6 Gas/,
    );
    expect(within(pads).getByRole('radio', { name: 'None' })).not.toBeChecked();
    expect(
      within(pads).getByRole('textbox', { name: 'Quantity of Disc Brake Pad (Front)' }),
    ).toHaveValue('1');
    const rotors = group('Disc Brake Rotor (Front)');
    expect(within(rotors).getByRole('radio', { name: /Wagner BD1250/ })).toBeChecked();
    expect(within(rotors).getByText('Out of stock')).toBeVisible();
    expect(within(rotors).getByRole('textbox', { name: /^Quantity/ })).toHaveValue('2');
    const labor = within(view).getByRole('checkbox', { name: 'Add labor' });
    expect(labor).toBeChecked();
    expect(labor).toHaveAccessibleDescription('1.5 h × $100.00 = $150.00');
    // 59.99 + 2 x 35.50 + 150.00
    expect(within(view).getByText('Total: $280.99')).toBeVisible();
  });

  it('Add job to quote sends the chosen lines with the labor and updates the quote', async () => {
    const after: QuoteSummary = makeQuoteSummary(3);
    const { server } = serve({ afterAdd: after });
    render();
    const user = userEvent.setup();
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Quote items' })).toHaveTextContent('0'),
    );
    const view = await chooseFrontBrakeJob(user);
    await user.click(within(view).getByRole('button', { name: 'Add job to quote' }));
    expect(await screen.findByText('Front brake job added to the quote.')).toBeVisible();
    expect(bodies(server, 'POST', ADD)).toEqual([
      {
        jobId: 1,
        lines: [
          { productId: 70002, quantity: 1 },
          { productId: 80001, quantity: 2 },
        ],
        withLabor: true,
      },
    ]);
    // The job's parts are search signals of an add (issue 25 part 4), from the catalog.
    await waitFor(() =>
      expect(bodies(server, 'POST', '/api/signals/interactions')).toEqual([
        { eventType: 'CART', source: 'CATEGORY_NAV', productIds: [70002, 80001] },
      ]),
    );
    expect(screen.getByRole('status', { name: 'Quote items' })).toHaveTextContent('3');
    expect(server.callsTo('GET', '/api/worksheet/rest/miniquote.json')).toHaveLength(1);
  });

  it('"None" leaves a part type out, and unchecked labor is not added', async () => {
    const { server } = serve();
    render();
    const user = userEvent.setup();
    const view = await chooseFrontBrakeJob(user);
    const pads = group('Disc Brake Pad (Front)');
    await user.click(within(pads).getByRole('radio', { name: 'None' }));
    expect(within(pads).getByRole('textbox', { name: /^Quantity/ })).toBeDisabled();
    await user.click(within(view).getByRole('checkbox', { name: 'Add labor' }));
    const rotors = group('Disc Brake Rotor (Front)');
    const quantity = within(rotors).getByRole('textbox', { name: /^Quantity/ });
    await user.clear(quantity);
    await user.type(quantity, '4');
    expect(within(view).getByText('Total: $142.00')).toBeVisible();
    await user.click(within(view).getByRole('button', { name: 'Add job to quote' }));
    await waitFor(() =>
      expect(bodies(server, 'POST', ADD)).toEqual([
        { jobId: 1, lines: [{ productId: 80001, quantity: 4 }], withLabor: false },
      ]),
    );
  });

  it('checks the quantities before the call and keeps the choices when the add fails', async () => {
    const { server } = serve({ afterAdd: { status: 409, code: 'WORKSHEET_LOCKED' } });
    render();
    const user = userEvent.setup();
    const view = await chooseFrontBrakeJob(user);
    const pads = group('Disc Brake Pad (Front)');
    await user.click(within(pads).getByRole('radio', { name: /Wagner QC1234/ }));
    const quantity = within(pads).getByRole('textbox', { name: /^Quantity/ });
    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.click(within(view).getByRole('button', { name: 'Add job to quote' }));
    expect(within(pads).getByText('Enter a whole number from 1 to 1000.')).toBeVisible();
    expect(server.callsTo('POST', ADD)).toHaveLength(0);
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.click(within(view).getByRole('button', { name: 'Add job to quote' }));
    expect(await within(view).findByRole('alert')).toHaveTextContent(/locked/i);
    expect(within(pads).getByRole('radio', { name: /Wagner QC1234/ })).toBeChecked();
    expect(quantity).toHaveValue('2');
    expect(bodies(server, 'POST', ADD)[0]?.lines).toEqual([
      { productId: 70001, quantity: 2 },
      { productId: 80001, quantity: 2 },
    ]);
  });

  it('says when no part of a type fits, and leaves it out', async () => {
    const parts = makePackageJobParts();
    const { server } = serve({
      parts: {
        1: {
          ...parts,
          groups: [parts.groups[0]!, { ...parts.groups[1]!, products: [], bestProductId: null }],
        },
      },
    });
    render();
    const user = userEvent.setup();
    const view = await chooseFrontBrakeJob(user);
    expect(
      within(group('Disc Brake Rotor (Front)')).getByText(
        'No part of this type fits this vehicle.',
      ),
    ).toBeVisible();
    await user.click(within(view).getByRole('button', { name: 'Add job to quote' }));
    await waitFor(() =>
      expect(bodies(server, 'POST', ADD)[0]?.lines).toEqual([{ productId: 70002, quantity: 1 }]),
    );
  });

  it("says why a job's labor is not added when the shop has no labor rate, and adds the parts", async () => {
    const { server } = serve({
      parts: { 1: makePackageJobParts({ labor: null, laborWithoutRate: 1.5 }) },
    });
    render();
    const user = userEvent.setup();
    const view = await chooseFrontBrakeJob(user);
    expect(
      within(view).getByText(
        "This job's 1.5 h of labor is not added: your shop has no labor rate on file. Add labor on the quote, or ask us to set your rate.",
      ),
    ).toBeVisible();
    expect(within(view).queryByRole('checkbox', { name: /Add labor/ })).not.toBeInTheDocument();
    await user.click(within(view).getByRole('button', { name: 'Add job to quote' }));
    await waitFor(() => expect(bodies(server, 'POST', ADD)[0]?.withLabor).toBe(false));
  });

  it('asks for a vehicle when the job needs one, then shows its parts', async () => {
    const { server } = serve({}, NO_VEHICLE);
    server.on('GET', PARTS, { status: 409, body: { code: 'NO_CURRENT_VEHICLE', message: 'x' } });
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Front brake job' }));
    await waitFor(() => expect(getVehicleSelectorState()).toEqual({ opened: true, forced: true }));
    expect(await screen.findByText('This job needs a vehicle.')).toBeVisible();
    server.on('GET', PARTS, { body: makePackageJobParts() });
    server.on('GET', '/api/current/vehicle', { body: makeVehicle() });
    vehicleChosen();
    expect(await screen.findByRole('group', { name: 'Disc Brake Pad (Front)' })).toBeVisible();
  });

  it('lets a manager save a new shop job, checked by the contract first', async () => {
    const { server } = serve({
      list: { packageJobs: [makePackageJob()], shopJobs: [], canManage: true },
    });
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New shop job' }));
    const dialog = await screen.findByRole('dialog', { name: 'New shop job' });
    await user.click(within(dialog).getByRole('button', { name: 'Save job' }));
    expect(within(dialog).getByText('This field is required.')).toBeVisible();
    expect(within(dialog).getByText('Choose at least one part type.')).toBeVisible();
    expect(server.callsTo('POST', SAVE)).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /^Job name/ }), 'Rear brakes');
    await user.click(partTypes(dialog));
    await user.type(partTypes(dialog), 'rotor');
    await user.click(await screen.findByRole('option', { name: 'Disc Brake Rotor' }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Labor hours/ }), '2.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save job' }));
    expect(await screen.findByText('Shop job Rear brakes saved.')).toBeVisible();
    expect(bodies(server, 'POST', SAVE)).toEqual([
      {
        name: 'Rear brakes',
        partTypes: [{ partTypeId: '1896', position: null, quantity: 1 }],
        laborHours: 2.5,
      },
    ]);
    const shopJobs = screen.getByRole('region', { name: 'Shop jobs' });
    expect(await within(shopJobs).findByRole('button', { name: 'Rear brakes' })).toBeVisible();
  });

  it('shows a taken name under the name field', async () => {
    serve({
      list: { packageJobs: [], shopJobs: [makeShopJob()], canManage: true },
      saveRefusal: { status: 409, code: 'PACKAGE_JOB_NAME_TAKEN' },
    });
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New shop job' }));
    const dialog = await screen.findByRole('dialog', { name: 'New shop job' });
    const name = within(dialog).getByRole('textbox', { name: /^Job name/ });
    await user.type(name, 'oil change');
    await user.click(partTypes(dialog));
    await user.click(await screen.findByRole('option', { name: 'Engine Oil Filter' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save job' }));
    expect(
      await within(dialog).findByText('A shop job with this name already exists.'),
    ).toBeVisible();
    expect(name).toHaveAccessibleDescription(/A shop job with this name already exists\./);
    expect(dialog).toBeVisible();
  });

  it('lets a manager delete a shop job after confirming', async () => {
    const { server, list } = serve({
      list: { packageJobs: [], shopJobs: [makeShopJob()], canManage: true },
    });
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Oil change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete shop job' });
    expect(
      within(dialog).getByText('Delete the shop job Oil change? Your shop will no longer see it.'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Delete job' }));
    expect(await screen.findByText('Shop job Oil change deleted.')).toBeVisible();
    expect(server.callsTo('DELETE', SAVE)[0]?.search.get('jobId')).toBe('101');
    expect(list.shopJobs).toEqual([]);
    expect(await screen.findByText('Your shop has no jobs yet.')).toBeVisible();
  });

  it('offers a non-manager neither New shop job nor Delete', async () => {
    serve();
    render();
    expect(await screen.findByRole('button', { name: 'Oil change' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'New shop job' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    serve({ list: { packageJobs: [makePackageJob()], shopJobs: [], canManage: true } });
    render();
    const user = userEvent.setup();
    expect(await screen.findByRole('tab', { name: 'Trabajos' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByRole('region', { name: 'Trabajos de paquete' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Nuevo trabajo del taller' })).toBeVisible();
    expect(screen.getByText('Su taller aún no tiene trabajos.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Front brake job' }));
    const view = await jobView();
    expect(
      await within(view).findByRole('checkbox', { name: 'Agregar mano de obra' }),
    ).toBeChecked();
    expect(
      within(view).getByRole('button', { name: 'Agregar trabajo a la cotización' }),
    ).toBeVisible();
    expect(within(view).getAllByRole('radio', { name: 'Ninguna' })).toHaveLength(2);
  });
});
