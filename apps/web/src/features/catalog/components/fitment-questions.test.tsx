import type { LookupProduct, ProductLookupResponse } from '@procounter/shared/contracts/product';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { beginSession } from '@/lib/session';
import { type FakeServer, installFakeServer } from '@/testing/fake-fetch';
import { servePortal } from '@/testing/fake-portal';
import {
  makeLookupProduct,
  makeProductLookup,
  makeSelection,
  makeTokens,
  makeVehicle,
  POPULAR_PART_TYPES,
} from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { servePartTypes, serveProductLookup } from '../testing/fake-catalog';
import { CatalogProductsPage } from './catalog-products-page';

// Fitment questions on the results (issue 25 part 3): 'Which position?' narrows this lookup and is
// kept in the lookup memory; 'Which drive type?' holds back the parts it decides until the vehicle
// says, and its answer is kept with the vehicle.

const LOOKUP = '/api/catalog/products';
const PAD = '1684';
const HUB = '1896';
const POSITION = 10101;
const DRIVE = 10102;

const pad = (productId: number, partNumber: string, position: 'Front' | 'Rear') =>
  makeLookupProduct({
    productId,
    partNumber,
    position,
    qualifiers: [{ attributeId: POSITION, valueId: position === 'Front' ? 1 : 2 }],
  });
const FRONT_1 = pad(1, 'PF-1', 'Front');
const FRONT_2 = pad(2, 'PF-2', 'Front');
const REAR_1 = pad(3, 'PR-1', 'Rear');

const hub = (
  productId: number,
  partNumber: string,
  drive: 1 | 2 | null,
  fit: LookupProduct['fit'],
) =>
  makeLookupProduct({
    productId,
    partNumber,
    partTypeId: HUB,
    partTypeName: 'Wheel Bearing and Hub',
    description: 'Wheel Bearing and Hub Assembly',
    position: null,
    fitNote: null,
    qualifiers: drive ? [{ attributeId: DRIVE, valueId: drive }] : [],
    fit,
  });

const padLookup = (answer: string | null): ProductLookupResponse =>
  answer === `${PAD}:${POSITION}:1`
    ? makeProductLookup([FRONT_1, FRONT_2], {
        answers: [{ attributeId: POSITION, partTypeId: PAD, valueId: 1 }],
      })
    : makeProductLookup([FRONT_1, FRONT_2, REAR_1], {
        questions: [
          {
            attributeId: POSITION,
            partTypeId: PAD,
            retained: false,
            choices: [
              { valueId: 1, count: 2 },
              { valueId: 2, count: 1 },
            ],
          },
        ],
      });

function serve(lookup: (answer: string | null) => ProductLookupResponse, vehicle = makeVehicle()) {
  const server = installFakeServer();
  servePortal(server, { vehicle });
  servePartTypes(server, { selected: [makeSelection(POPULAR_PART_TYPES[0]!)] });
  serveProductLookup(server);
  server.on('GET', LOOKUP, (request) => ({ body: lookup(request.search.get('answer')) }));
  return server;
}

const render = (path = `/catalog/products?partTypeId=${PAD}`) =>
  renderWithProviders(<CatalogProductsPage />, { path, routePath: '/catalog/products' });

const questions = () => screen.findByRole('region', { name: 'Questions about the fit' });
const answersSent = (server: FakeServer) =>
  server.callsTo('GET', LOOKUP).map((r) => r.search.get('answer'));

describe('fitment questions', () => {
  beforeEach(() => {
    beginSession(makeTokens());
    sessionStorage.clear();
  });
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('asks which position, narrows this lookup by the answer, keeps it in the lookup memory, and removes it', async () => {
    const server = serve(padLookup);
    const user = userEvent.setup();
    const view = render();
    const region = await questions();
    const question = within(region).getByRole('group', { name: 'Which position?' });
    expect(await screen.findByText('Part number PR-1')).toBeInTheDocument();

    await user.click(within(question).getByRole('button', { name: 'Front (2)' }));
    await waitFor(() => expect(screen.queryByText('Part number PR-1')).not.toBeInTheDocument());
    expect(screen.getByText('Part number PF-2')).toBeInTheDocument();
    expect(answersSent(server).at(-1)).toBe(`${PAD}:${POSITION}:1`);
    expect(screen.queryByRole('group', { name: 'Which position?' })).not.toBeInTheDocument();

    // Kept for this vehicle in the tab: the page opened again sends it.
    view.unmount();
    render();
    const again = await questions();
    await waitFor(() => expect(answersSent(server).at(-1)).toBe(`${PAD}:${POSITION}:1`));
    await user.click(
      within(again).getByRole('button', { name: 'Remove the answer Position: Front' }),
    );
    expect(await screen.findByRole('group', { name: 'Which position?' })).toBeInTheDocument();
    expect(await screen.findByText('Part number PR-1')).toBeInTheDocument();
    expect(answersSent(server).at(-1)).toBeNull();
    expect(server.problems).toEqual([]);
  });

  it('holds back the parts the drive type decides until it is answered, and keeps the answer with the vehicle', async () => {
    let answered: number | null = null;
    const lookup = () =>
      answered === null
        ? makeProductLookup(
            [
              hub(11, 'H-2WD', 1, 'UNKNOWN'),
              hub(12, 'H-4WD', 2, 'UNKNOWN'),
              hub(13, 'H-ANY', null, 'COMPATIBLE'),
            ],
            {
              questions: [
                {
                  attributeId: DRIVE,
                  partTypeId: null,
                  retained: true,
                  choices: [
                    { valueId: 1, count: 1 },
                    { valueId: 2, count: 1 },
                  ],
                },
              ],
            },
          )
        : answered === 2
          ? makeProductLookup(
              [hub(12, 'H-4WD', 2, 'COMPATIBLE'), hub(13, 'H-ANY', null, 'COMPATIBLE')],
              {
                answers: [{ attributeId: DRIVE, partTypeId: null, valueId: 2 }],
              },
            )
          : makeProductLookup(
              [
                hub(11, 'H-2WD', 1, 'UNKNOWN'),
                hub(12, 'H-4WD', 2, 'UNKNOWN'),
                hub(13, 'H-ANY', null, 'COMPATIBLE'),
              ],
              {
                answers: [{ attributeId: DRIVE, partTypeId: null, valueId: -99 }],
              },
            );
    const server = serve(lookup);
    const withDrive = (valueId: number) =>
      makeVehicle({
        answeredAttributes: [
          {
            attributeId: DRIVE,
            attributeDescription: 'Drive type',
            valueId,
            valueDescription: valueId === 2 ? '4WD' : "Don't know or show all",
            displayDescription: `Drive type: ${valueId === 2 ? '4WD' : "Don't know or show all"}`,
          },
        ],
      });
    server.on('POST', '/api/attributes/questions/retain/answer', (request) => {
      answered = (JSON.parse(request.body ?? '{}') as { valueId: number }).valueId;
      return { body: withDrive(answered) };
    });
    const user = userEvent.setup();
    render(`/catalog/products?partTypeId=${HUB}`);
    const region = await questions();
    expect(await screen.findByText('Part number H-ANY')).toBeInTheDocument();
    expect(screen.queryByText('Part number H-2WD')).not.toBeInTheDocument();
    expect(screen.queryByText('Part number H-4WD')).not.toBeInTheDocument();
    expect(within(region).getByText(/2 more parts depend on the answer\./)).toBeInTheDocument();

    const question = within(region).getByRole('group', { name: 'Which drive type?' });
    await user.click(within(question).getByRole('button', { name: '4WD (1)' }));
    expect(await screen.findByText('Part number H-4WD')).toBeInTheDocument();
    expect(screen.queryByText('Part number H-2WD')).not.toBeInTheDocument();
    const [posted] = server.callsTo('POST', '/api/attributes/questions/retain/answer');
    expect(JSON.parse(posted?.body ?? 'null')).toEqual({
      attributeId: DRIVE,
      valueId: 2,
    });
    expect(screen.getAllByText('Drive type: 4WD').length).toBeGreaterThan(0);
    expect(
      screen.queryByRole('region', { name: 'Questions about the fit' }),
    ).not.toBeInTheDocument();
    expect(server.problems).toEqual([]);
  });

  it("shows every part after 'Don't know or show all', saying which fit is not known", async () => {
    let answered = false;
    const all = [hub(11, 'H-2WD', 1, 'UNKNOWN'), hub(13, 'H-ANY', null, 'COMPATIBLE')];
    const server = serve(() =>
      makeProductLookup(
        all,
        answered
          ? { answers: [{ attributeId: DRIVE, partTypeId: null, valueId: -99 }] }
          : {
              questions: [
                {
                  attributeId: DRIVE,
                  partTypeId: null,
                  retained: true,
                  choices: [
                    { valueId: 1, count: 1 },
                    { valueId: 2, count: 3 },
                  ],
                },
              ],
            },
      ),
    );
    server.on('POST', '/api/attributes/questions/retain/answer', () => {
      answered = true;
      return {
        body: makeVehicle({
          answeredAttributes: [
            {
              attributeId: DRIVE,
              attributeDescription: 'Drive type',
              valueId: -99,
              valueDescription: "Don't know or show all",
              displayDescription: "Drive type: Don't know or show all",
            },
          ],
        }),
      };
    });
    const user = userEvent.setup();
    render(`/catalog/products?partTypeId=${HUB}`);
    const region = await questions();
    await user.click(within(region).getByRole('button', { name: "Don't know or show all" }));
    expect(await screen.findByText('Fit not known: Drive type: 2WD')).toBeInTheDocument();
    expect(screen.getByText('Part number H-2WD')).toBeInTheDocument();
    expect(server.problems).toEqual([]);
  });

  it('asks in Spanish', async () => {
    await i18n.changeLanguage('es');
    serve(padLookup);
    render();
    const region = await screen.findByRole('region', { name: 'Preguntas sobre el ajuste' });
    const question = within(region).getByRole('group', { name: '¿Qué posición?' });
    expect(within(question).getByRole('button', { name: 'Delantera (2)' })).toBeInTheDocument();
    expect(
      within(question).getByRole('button', { name: 'No sé o mostrar todo' }),
    ).toBeInTheDocument();
  });
});
