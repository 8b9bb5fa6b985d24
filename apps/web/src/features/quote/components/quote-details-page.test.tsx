import type { ApprovalLink } from '@procounter/shared/contracts/quote-approval';
import type {
  QuoteSummary,
  SubmitWorksheetResult,
  Worksheet,
  WorksheetLine,
} from '@procounter/shared/contracts/worksheet';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { beginSession } from '@/lib/session';
import { resetToasts } from '@/lib/toasts';
import { type FakeServer, installFakeServer } from '@/testing/fake-fetch';
import {
  makeApprovalLink,
  makeApprovalStatus,
  makeShop,
  makeTokens,
  makeUser,
} from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { QuoteDetailsPage } from './quote-details-page';

const QUOTE_ID = 77;
const WORKSHEET = `/api/worksheet/rest/${QUOTE_ID}`;
const SUBMIT = '/api/worksheet/rest/submit';
const LABOR = '/api/worksheet/rest/nonProductItem';

function line(overrides: Partial<WorksheetLine>): WorksheetLine {
  return {
    worksheetDetailId: 1,
    itemType: 'PART',
    legacyKey: { groupId: 5, itemId: 900 },
    productId: 900,
    lineCode: 'BRK',
    partNumber: '4411',
    brandName: 'Acme',
    description: 'Disc brake pad set',
    userSpecifiedQuantity: 2,
    itemCost: 21.37,
    customerPrice: 42.99,
    extendedPrice: 85.98,
    productOrigin: 'CATALOG',
    productOriginDetails: null,
    parentWorksheetDetailId: null,
    prebuilt: null,
    worksheetVehicleId: 5,
    storeId: 512,
    quantityOnHand: 10,
    availability: null,
    laborGroup: null,
    laborSubgroup: null,
    laborPartTypeId: null,
    ...overrides,
  };
}

const LINES: WorksheetLine[] = [
  line({ worksheetDetailId: 1, availability: 'IN_STOCK' }),
  line({
    worksheetDetailId: 2,
    productId: 910,
    itemType: 'KIT_SUMMARY',
    description: 'Front brake kit',
    partNumber: 'KIT1',
    userSpecifiedQuantity: 1,
    itemCost: 0,
    customerPrice: 0,
    extendedPrice: 0,
  }),
  line({
    worksheetDetailId: 3,
    productId: 911,
    parentWorksheetDetailId: 2,
    description: 'Rotor',
    partNumber: 'R1',
    availability: 'IN_STOCK',
    customerPrice: 60,
    extendedPrice: 120,
  }),
  line({
    worksheetDetailId: 4,
    productId: 930,
    description: 'Caliper bracket',
    partNumber: 'CB2',
    availability: 'NOT_CARRIED',
    itemCost: null,
    customerPrice: null,
    extendedPrice: 0,
  }),
  line({
    worksheetDetailId: 5,
    itemType: 'LABOR',
    legacyKey: null,
    productId: null,
    lineCode: null,
    partNumber: null,
    brandName: null,
    description: 'Front brake job',
    userSpecifiedQuantity: 1.5,
    itemCost: null,
    customerPrice: 125,
    extendedPrice: 187.5,
  }),
];

function makeWorksheet(overrides: Partial<Worksheet> = {}): Worksheet {
  return {
    worksheetId: QUOTE_ID,
    name: null,
    shopId: 1001,
    status: 'OPEN',
    submitted: false,
    orderConfirmationNumber: null,
    orderSubmittedDatetime: null,
    storeId: null,
    poNumber: null,
    garageBayId: null,
    fleetId: null,
    createdDatetime: '2026-11-20T10:00:00.000Z',
    updatedDatetime: '2026-11-20T10:30:00.000Z',
    currentVehicle: {
      worksheetVehicleId: 5,
      baseVehicleId: 123,
      year: 2018,
      make: 'Ford',
      model: 'F-150',
      description: '2018 Ford F-150 XLT',
      vin: null,
      plate: 'SHOP123',
      state: 'TX',
      shopCustomerId: 9,
      shopCustomerFirst: 'Ana',
      shopCustomerLast: 'Diaz',
    },
    vehicles: [],
    items: LINES,
    totalItems: 4,
    totalPrice: 393.48,
    formattedTotalPrice: '$393.48',
    totalCostOrder: 162.74,
    formattedTotalCostOrder: '$162.74',
    hideCosts: false,
    partsTax: null,
    laborTax: null,
    totalWithTax: 393.48,
    shopLaborRate: null,
    ...overrides,
  };
}

const totalsText = () => screen.getByRole('group', { name: 'Totals' }).textContent;

const MINI: QuoteSummary = {
  quoteProducts: [],
  quoteDetails: {
    subtotalCost: 1,
    subtotalPrice: 1,
    totalItems: 4,
    worksheetHeaderId: QUOTE_ID,
    worksheetName: null,
  },
};

const RESULT: SubmitWorksheetResult = {
  worksheetId: QUOTE_ID,
  orderConfirmationNumber: 'PC-000123',
  orderSubmittedDatetime: '2026-11-22T14:05:00.000Z',
  storeId: 512,
  poNumber: 'PO-12345',
  garageBayId: null,
  fleetId: null,
  totalItems: 4,
  totalPrice: 393.48,
  formattedTotalPrice: '$393.48',
  totalCostOrder: 162.74,
  formattedTotalCostOrder: '$162.74',
  unavailableLines: [],
  newWorksheetId: 78,
};

interface ServeOptions {
  worksheet?: Worksheet;
  user?: ReturnType<typeof makeUser>;
  po?: { poVisible: boolean; poRequired: boolean; poValidationMask: string | null };
  /** The garage bay and fleet id preferences (issue 23). */
  attributes?: Partial<{
    garageBayIdVisible: boolean;
    garageBayIdRequired: boolean;
    vehicleFleetIdVisible: boolean;
    vehicleFleetIdRequired: boolean;
  }>;
}

function serve(options: ServeOptions = {}): FakeServer & { setWorksheet(next: Worksheet): void } {
  let worksheet = options.worksheet ?? makeWorksheet();
  const server = installFakeServer()
    .on('GET', '/api/current/user', { body: options.user ?? makeUser() })
    .on('GET', '/api/current/shop', { body: makeShop({ hideCosts: worksheet.hideCosts }) })
    .on('GET', '/api/worksheet/rest/miniquote.json', { body: MINI })
    .on('POST', '/api/signals/interactions', { status: 204 })
    .on('GET', '/api/shop/1001/company', {
      body: {
        id: 1,
        demo: false,
        accountName: 'Lone Star',
        accountStatus: 'ACTIVE',
        arGroupCode: null,
        paymentMethod: null,
        partsPayoffVisible: false,
        shopReferralEligible: false,
        address: { street1: '1 Main', street2: null, city: 'Austin', state: 'TX', zip: '78704' },
        companyPreference: {
          garageBayIdVisible: false,
          garageBayIdRequired: false,
          vehicleFleetIdVisible: false,
          vehicleFleetIdRequired: false,
          ...(options.po ?? { poVisible: false, poRequired: false, poValidationMask: null }),
          ...options.attributes,
        },
      },
    })
    .on('GET', WORKSHEET, () => ({ body: worksheet }))
    // Never sent to the customer, unless a test says otherwise (issue 22).
    .on('GET', `${WORKSHEET}/approval`, { body: makeApprovalStatus(QUOTE_ID) });
  // After a successful submit the quote reads as the order.
  const setWorksheet = (next: Worksheet) => {
    worksheet = next;
  };
  return Object.assign(server, { setWorksheet });
}

const submittedWorksheet = () =>
  makeWorksheet({
    status: 'SUBMITTED',
    submitted: true,
    orderConfirmationNumber: RESULT.orderConfirmationNumber,
    orderSubmittedDatetime: RESULT.orderSubmittedDatetime,
    poNumber: 'PO-12345',
  });

const renderPage = () => renderWithProviders(<QuoteDetailsPage quoteId={QUOTE_ID} />);

const rowsText = async () => {
  const table = await screen.findByRole('table', { name: 'Lines' });
  // A quantity input reads as its value.
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const inputs = [...row.querySelectorAll('input')];
      const clone = row.cloneNode(true) as HTMLElement;
      for (const [index, input] of [...clone.querySelectorAll('input')].entries()) {
        input.replaceWith(inputs[index]?.value ?? '');
      }
      return clone.textContent;
    });
};

const keysSent = (server: FakeServer) =>
  server.callsTo('POST', SUBMIT).map((r) => JSON.parse(r.body ?? '{}'));

describe('quote details page', () => {
  beforeEach(() => {
    beginSession(makeTokens());
  });
  afterEach(async () => {
    resetToasts();
    await i18n.changeLanguage('en');
  });

  it('lists the lines: kits grouped, costs, Call for Pricing, labor hours, totals', async () => {
    serve();
    renderPage();
    expect(await screen.findByRole('heading', { name: `Quote ${QUOTE_ID}` })).toBeVisible();
    await screen.findByRole('button', { name: 'Remove Disc brake pad set' });
    expect(screen.getByText('2018 Ford F-150 XLT')).toBeVisible();
    // The quote names a customer record: a web user opens it from here (issue 22).
    expect(screen.getByRole('link', { name: 'Ana Diaz' }).getAttribute('href')).toBe(
      '/customers/details/9',
    );
    expect(await rowsText()).toEqual([
      'Disc brake pad setBRK 4411 AcmeAvailability at your store: In stock2$21.37$42.99$85.98✕',
      'Front brake kitBRK KIT1 Acme1✕',
      'Kit component: RotorBRK R1 AcmeAvailability at your store: In stock2$21.37$60.00$120.00',
      'Caliper bracketBRK CB2 AcmeAvailability at your store: Not carried2Call for PricingCall for PricingCall for Pricing✕',
      'Labor: Front brake job1.5$125.00$187.50✕',
    ]);
    expect(screen.getByRole('columnheader', { name: 'Cost' })).toBeVisible();
    // The server's totals, each named for what it is.
    expect(totalsText()).toBe('Items: 4Cost subtotal: $162.74Total price: $393.48');
  });

  it('leaves costs out when the shop hides them', async () => {
    serve({
      worksheet: makeWorksheet({
        hideCosts: true,
        totalCostOrder: null,
        formattedTotalCostOrder: null,
        items: LINES.map((l) => ({ ...l, itemCost: null })),
      }),
    });
    renderPage();
    await screen.findByRole('button', { name: 'Remove Disc brake pad set' });
    const rows = await rowsText();
    expect(rows[0]).toBe(
      'Disc brake pad setBRK 4411 AcmeAvailability at your store: In stock2$42.99$85.98✕',
    );
    expect(screen.queryByRole('columnheader', { name: 'Cost' })).toBeNull();
    expect(totalsText()).toBe('Items: 4Total price: $393.48');
  });

  it('checks the labor form and adds the line', async () => {
    const server = serve();
    server.on('POST', LABOR, { body: MINI });
    renderPage();
    const form = await screen.findByRole('form', { name: 'Add labor' });
    const user = userEvent.setup();
    await user.click(within(form).getByRole('button', { name: 'Add labor' }));
    expect(await within(form).findAllByText('This field is required.')).toHaveLength(3);

    await user.type(within(form).getByRole('textbox', { name: /Labor description/ }), 'Brake job');
    await user.type(within(form).getByRole('textbox', { name: /Rate per hour/ }), '95.123');
    await user.type(within(form).getByRole('textbox', { name: /Hours/ }), '1001');
    await user.click(within(form).getByRole('button', { name: 'Add labor' }));
    const invalidRate = 'Enter a price of more than 0, at most 1,000,000, with up to 2 decimals.';
    expect(await within(form).findByText(invalidRate)).toBeVisible();
    expect(within(form).getByText('The quantity may not exceed 1000.')).toBeVisible();
    expect(server.callsTo('POST', LABOR)).toHaveLength(0);

    // No free line: a rate of 0 is refused here as the server refuses it.
    await user.clear(within(form).getByRole('textbox', { name: /Rate per hour/ }));
    await user.type(within(form).getByRole('textbox', { name: /Rate per hour/ }), '0');
    await user.click(within(form).getByRole('button', { name: 'Add labor' }));
    expect(await within(form).findByText(invalidRate)).toBeVisible();
    expect(server.callsTo('POST', LABOR)).toHaveLength(0);

    await user.clear(within(form).getByRole('textbox', { name: /Rate per hour/ }));
    await user.type(within(form).getByRole('textbox', { name: /Rate per hour/ }), '95');
    await user.clear(within(form).getByRole('textbox', { name: /Hours/ }));
    await user.type(within(form).getByRole('textbox', { name: /Hours/ }), '1.5');
    await user.click(within(form).getByRole('button', { name: 'Add labor' }));
    await waitFor(() => expect(server.callsTo('POST', LABOR)).toHaveLength(1));
    expect(JSON.parse(server.callsTo('POST', LABOR)[0]?.body ?? '')).toEqual({
      type: 'LABOR',
      description: 'Brake job',
      customerPrice: 95,
      quantity: 1.5,
    });
  });

  it('hides the labor form from RO writer users', async () => {
    serve({
      user: makeUser({
        customerType: { name: 'RO_WRITER', description: 'RO Writer', cxml: false, sms: false },
      }),
    });
    renderPage();
    expect(await screen.findByRole('form', { name: 'Submit order' })).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Add labor' })).toBeNull();
  });

  it('submits with the PO the company requires and shows the confirmation', async () => {
    const server = serve({
      po: { poVisible: true, poRequired: true, poValidationMask: 'PO-99999' },
    });
    server.on('POST', SUBMIT, () => {
      (server as FakeServer & { setWorksheet: (w: Worksheet) => void }).setWorksheet(
        submittedWorksheet(),
      );
      return { body: RESULT };
    });
    renderPage();
    const form = await screen.findByRole('form', { name: 'Submit order' });
    const user = userEvent.setup();
    const po = await within(form).findByRole('textbox', { name: /PO number/ });
    await user.click(within(form).getByRole('button', { name: 'Submit order' }));
    expect(await within(form).findByText('This field is required.')).toBeVisible();
    await user.type(po, 'XX-1');
    await user.click(within(form).getByRole('button', { name: 'Submit order' }));
    expect(await within(form).findByText('Please enter a valid PO mask.')).toBeVisible();
    await user.clear(po);
    await user.type(po, 'PO-12345');
    await user.click(within(form).getByRole('button', { name: 'Submit order' }));

    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain('Confirmation number: PC-000123');
    expect(notice.textContent).toContain('Nov 22, 2026');
    expect(notice.textContent).toContain('Total price: $393.48');
    const [body] = keysSent(server);
    expect(body).toMatchObject({
      worksheetId: QUOTE_ID,
      poNumber: 'PO-12345',
      acknowledgeAvailability: false,
    });
    expect(body.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    // What was ordered is a search signal (issue 25 part 4): parts and kits, not a kit's parts.
    expect(
      server.callsTo('POST', '/api/signals/interactions').map((r) => JSON.parse(r.body!)),
    ).toEqual([{ eventType: 'PURCHASE', source: 'CATEGORY_NAV', productIds: [900, 910, 930] }]);
    // Read-only now: the order's number, no forms, no remove buttons.
    expect(
      await screen.findByText('This order was submitted and can no longer be changed.'),
    ).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Submit order' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
  });

  it('asks for the garage bay ID the company requires, and the order shows it', async () => {
    const server = serve({
      attributes: { garageBayIdRequired: true, vehicleFleetIdVisible: true },
    });
    server.on('POST', SUBMIT, () => {
      (server as FakeServer & { setWorksheet: (w: Worksheet) => void }).setWorksheet(
        makeWorksheet({ ...submittedWorksheet(), garageBayId: 'Bay 3', fleetId: null }),
      );
      return { body: { ...RESULT, garageBayId: 'Bay 3' } };
    });
    renderPage();
    const form = await screen.findByRole('form', { name: 'Submit order' });
    const user = userEvent.setup();
    const bay = await within(form).findByRole('textbox', { name: /Garage bay ID/ });
    expect(bay).toBeRequired();
    expect(within(form).getByRole('textbox', { name: /Vehicle fleet ID/ })).not.toBeRequired();
    expect(within(form).queryByRole('textbox', { name: /PO number/ })).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Submit order' }));
    expect(await within(form).findByText('This field is required.')).toBeVisible();
    expect(server.callsTo('POST', SUBMIT)).toHaveLength(0);
    await user.type(bay, 'Bay 3');
    await user.click(within(form).getByRole('button', { name: 'Submit order' }));
    await screen.findByRole('status');
    expect(keysSent(server)[0]).toMatchObject({ garageBayId: 'Bay 3' });
    expect(keysSent(server)[0]).not.toHaveProperty('fleetId');
    expect(await screen.findByText('Garage bay ID')).toBeVisible();
    expect(screen.getByText('Bay 3')).toBeVisible();
  });

  it("says the server's refusal of a fleet ID on its field", async () => {
    const server = serve({ attributes: { vehicleFleetIdRequired: true } });
    server.on('POST', SUBMIT, {
      status: 400,
      body: {
        code: 'VALIDATION_FAILED',
        message: 'Invalid',
        details: [{ path: 'fleetId', message: 'validation:required' }],
      },
    });
    renderPage();
    const form = await screen.findByRole('form', { name: 'Submit order' });
    const user = userEvent.setup();
    await user.type(await within(form).findByRole('textbox', { name: /Vehicle fleet ID/ }), 'F-1');
    await user.click(within(form).getByRole('button', { name: 'Submit order' }));
    expect(await within(form).findByText('This field is required.')).toBeVisible();
  });

  it("shows the shop's taxes, the total with them, and starts labor at the shop's rate", async () => {
    serve({
      worksheet: makeWorksheet({
        partsTax: { rate: 8.25, amount: 17.01 },
        laborTax: { rate: 2, amount: 3.75 },
        totalWithTax: 414.24,
        shopLaborRate: 125,
      }),
    });
    renderPage();
    const totals = await screen.findByRole('group', { name: 'Totals' });
    expect(totals.textContent).toContain('Parts tax (8.25%): $17.01');
    expect(totals.textContent).toContain('Labor tax (2%): $3.75');
    expect(totals.textContent).toContain('Total with tax: $414.24');
    const labor = await screen.findByRole('form', { name: 'Add labor' });
    expect(within(labor).getByRole('textbox', { name: /Rate/ })).toHaveValue('125.00');
  });

  it('retries a failed submit with the same idempotency key', async () => {
    const server = serve();
    let calls = 0;
    server.on('POST', SUBMIT, () => {
      calls += 1;
      return calls === 1
        ? { status: 502, body: { code: 'BAD_GATEWAY', message: 'Bad gateway' } }
        : { body: RESULT };
    });
    renderPage();
    const form = await screen.findByRole('form', { name: 'Submit order' });
    const user = userEvent.setup();
    await user.click(within(form).getByRole('button', { name: 'Submit order' }));
    expect(
      await within(form).findByText(
        'The order could not be submitted. Please try again: it will not be ordered twice.',
      ),
    ).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Submit order' }));
    expect((await screen.findByRole('status')).textContent).toContain('PC-000123');
    const [first, second] = keysSent(server);
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
  });

  it('makes a new key when the PO changes between attempts, and sends the PO as the server reads it', async () => {
    const server = serve({
      po: { poVisible: true, poRequired: false, poValidationMask: null },
    });
    let calls = 0;
    server.on('POST', SUBMIT, () => {
      calls += 1;
      return calls < 3
        ? { status: 502, body: { code: 'BAD_GATEWAY', message: 'Bad gateway' } }
        : { body: RESULT };
    });
    renderPage();
    const form = await screen.findByRole('form', { name: 'Submit order' });
    const user = userEvent.setup();
    const po = await within(form).findByRole('textbox', { name: /PO number/ });
    // U+202E (a right-to-left override) is stripped, as the server strips it.
    await user.type(po, 'PO-\u202e1');
    await user.click(within(form).getByRole('button', { name: 'Submit order' }));
    await within(form).findByRole('alert');
    await user.click(within(form).getByRole('button', { name: 'Submit order' }));
    await waitFor(() => expect(keysSent(server)).toHaveLength(2));
    await user.clear(po);
    await user.type(po, 'PO-2');
    await user.click(within(form).getByRole('button', { name: 'Submit order' }));
    expect((await screen.findByRole('status')).textContent).toContain('PC-000123');

    const [first, second, third] = keysSent(server);
    expect([first?.poNumber, second?.poNumber, third?.poNumber]).toEqual(['PO-1', 'PO-1', 'PO-2']);
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
    expect(third?.idempotencyKey).not.toBe(first?.idempotencyKey);
    expect(keysSent(server).every((body) => body.worksheetId === QUOTE_ID)).toBe(true);
  });

  it('says so, and starts a new attempt, when the server refuses the key as reused', async () => {
    const server = serve();
    let calls = 0;
    server.on('POST', SUBMIT, () => {
      calls += 1;
      return calls === 1
        ? { status: 409, body: { code: 'IDEMPOTENCY_KEY_REUSED', message: 'Reused' } }
        : { body: RESULT };
    });
    renderPage();
    const form = await screen.findByRole('form', { name: 'Submit order' });
    const user = userEvent.setup();
    await user.click(within(form).getByRole('button', { name: 'Submit order' }));
    expect(
      await within(form).findByText(
        'This order attempt was already used for a different order. Check the quote and submit it again.',
      ),
    ).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Submit order' }));
    expect((await screen.findByRole('status')).textContent).toContain('PC-000123');
    const [first, second] = keysSent(server);
    expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
  });

  it('lists the short lines on AVAILABILITY_CHANGED and submits anyway with a key of its own', async () => {
    const server = serve();
    server.on('POST', SUBMIT, (request) => {
      const body = JSON.parse(request.body ?? '{}');
      if (body.acknowledgeAvailability) {
        return { body: { ...RESULT, unavailableLines: [{ ...SHORT }] } };
      }
      return {
        status: 409,
        body: {
          code: 'AVAILABILITY_CHANGED',
          message: 'Availability changed',
          unavailableLines: [SHORT],
        },
      };
    });
    renderPage();
    const form = await screen.findByRole('form', { name: 'Submit order' });
    const user = userEvent.setup();
    await user.click(within(form).getByRole('button', { name: 'Submit order' }));
    const alert = await within(form).findByRole('alert');
    expect(alert.textContent).toContain('Availability changed');
    expect(alert.textContent).toContain('BRK 4411: needs 2, 1 on hand');
    expect(
      within(form).getByRole('button', { name: 'Submit order' }).hasAttribute('disabled'),
    ).toBe(true);
    await user.click(within(alert).getByRole('button', { name: 'Submit anyway' }));
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain('PC-000123');
    // Issue 21: the backordered lines by name, in the notice that takes the focus.
    expect(notice.textContent).toContain('This part was ordered as a backorder:');
    expect(notice.textContent).toContain(
      'Disc brake pad set · BRK 4411: 2 ordered, 1 on hand at the store',
    );
    await waitFor(() => expect(notice).toHaveFocus());
    const [first, second] = keysSent(server);
    expect(first?.acknowledgeAvailability).toBe(false);
    expect(second?.acknowledgeAvailability).toBe(true);
    // Another body, so another key: the server binds a key to its body (the refused attempt
    // kept no claim, so nothing is lost).
    expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
  });

  it('says so when the quote is locked', async () => {
    const server = serve();
    server.on('POST', SUBMIT, {
      status: 409,
      body: { code: 'WORKSHEET_LOCKED', message: 'Locked' },
    });
    renderPage();
    const form = await screen.findByRole('form', { name: 'Submit order' });
    await userEvent.click(within(form).getByRole('button', { name: 'Submit order' }));
    expect(
      await screen.findByText(
        'This quote was already submitted or is locked, so it can no longer be changed.',
      ),
    ).toBeVisible();
  });

  it('shows a quote that is not the current one read-only', async () => {
    const server = serve();
    server.on('GET', '/api/worksheet/rest/miniquote.json', {
      body: { ...MINI, quoteDetails: { ...MINI.quoteDetails, worksheetHeaderId: 99 } },
    });
    renderPage();
    expect(
      await screen.findByText(
        'This is not your current quote: it can be viewed and printed, not changed.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Submit order' })).toBeNull();
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    serve();
    renderPage();
    expect(await screen.findByRole('heading', { name: `Cotización ${QUOTE_ID}` })).toBeVisible();
    expect(await screen.findByRole('form', { name: 'Agregar mano de obra' })).toBeVisible();
    expect(screen.getByRole('form', { name: 'Enviar pedido' })).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'Costo' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Imprimir para el cliente' })).toBeVisible();
    expect(screen.getAllByText('Llame para consultar el precio')).toHaveLength(3);
    expect(screen.getByRole('group', { name: 'Totales' }).textContent).toBe(
      'Artículos: 4Subtotal de costo: $162.74Precio total: $393.48',
    );
  });
});

const SHORT = {
  worksheetDetailId: 1,
  productId: 900,
  lineCode: 'BRK',
  partNumber: '4411',
  description: 'Disc brake pad set',
  quantityRequested: 2,
  quantityOnHand: 1,
  storeId: 512,
  reason: 'SHORT' as const,
};

describe('an honest quote (issue 21)', () => {
  beforeEach(() => {
    beginSession(makeTokens());
  });
  afterEach(async () => {
    resetToasts();
    await i18n.changeLanguage('en');
  });

  const UPDATE = '/api/worksheet/rest/miniquote/updateitem';
  const NAME = `/api/worksheet/rest/${QUOTE_ID}/name`;

  it('changes a quantity on Enter, refuses what the server would refuse, and keeps a refused value', async () => {
    const server = serve();
    server.on('PUT', UPDATE, (request) => {
      const body = JSON.parse(request.body ?? '{}');
      if (body.quantity === 999) {
        return { status: 422, body: { code: 'QTY_EXCEEDS_1000', message: 'x' } };
      }
      server.setWorksheet(
        makeWorksheet({
          items: LINES.map((l) =>
            l.worksheetDetailId === 1 ? { ...l, userSpecifiedQuantity: body.quantity } : l,
          ),
        }),
      );
      return { body: MINI };
    });
    renderPage();
    const user = userEvent.setup();
    const input = await screen.findByRole('textbox', { name: 'Quantity of Disc brake pad set' });
    await user.clear(input);
    await user.type(input, '0{Enter}');
    expect(await screen.findByText('Enter a whole number from 1 to 1000.')).toBeVisible();
    await user.clear(input);
    await user.type(input, '1001{Enter}');
    expect(await screen.findByText('The quantity may not exceed 1000.')).toBeVisible();
    expect(server.callsTo('PUT', UPDATE)).toHaveLength(0);

    await user.clear(input);
    await user.type(input, '5{Enter}');
    await waitFor(() => expect(server.callsTo('PUT', UPDATE)).toHaveLength(1));
    expect(JSON.parse(server.callsTo('PUT', UPDATE)[0]?.body ?? '')).toEqual({
      worksheetDetailId: 1,
      quantity: 5,
    });
    // Leaving the field sends nothing more: the quantity is saved.
    await user.tab();
    expect(server.callsTo('PUT', UPDATE)).toHaveLength(1);

    // The server's refusal is shown under the field, which keeps what was typed.
    await user.clear(input);
    await user.type(input, '999{Enter}');
    expect(await screen.findByText('The quantity may not exceed 1000.')).toBeVisible();
    expect(input).toHaveValue('999');
  });

  it('takes labor hours with 2 decimals', async () => {
    const server = serve();
    server.on('PUT', UPDATE, { body: MINI });
    renderPage();
    const user = userEvent.setup();
    const hours = await screen.findByRole('textbox', { name: 'Hours of Front brake job' });
    await user.clear(hours);
    await user.type(hours, '2.25');
    await user.tab();
    await waitFor(() => expect(server.callsTo('PUT', UPDATE)).toHaveLength(1));
    expect(JSON.parse(server.callsTo('PUT', UPDATE)[0]?.body ?? '').quantity).toBe(2.25);
  });

  it('shows no quantity inputs on an order, and no availability', async () => {
    serve({ worksheet: submittedWorksheet() });
    renderPage();
    await screen.findByRole('table', { name: 'Lines' });
    expect(screen.queryByRole('textbox', { name: /Quantity of/ })).toBeNull();
    expect(screen.queryByText(/In stock/)).toBeNull();
  });

  it('names the quote, and shows the name with the number', async () => {
    const server = serve();
    server.on('PUT', NAME, (request) => {
      const { name } = JSON.parse(request.body ?? '{}');
      const named = makeWorksheet({ name });
      server.setWorksheet(named);
      return { body: named };
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Quote 77' })).toBeVisible();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Quote name/ }), 'Fleet van 12{Enter}');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Fleet van 12 · Quote 77' }),
    ).toBeVisible();
    expect(await screen.findByText('Quote name saved.')).toBeVisible();
    expect(JSON.parse(server.callsTo('PUT', NAME)[0]?.body ?? '')).toEqual({
      name: 'Fleet van 12',
    });
  });

  it('speaks Spanish: availability, quantity and name', async () => {
    await i18n.changeLanguage('es');
    serve();
    renderPage();
    expect(
      await screen.findByRole('textbox', { name: 'Cantidad de Disc brake pad set' }),
    ).toBeVisible();
    expect(screen.getAllByText('En existencia').length).toBeGreaterThan(0);
    expect(screen.getByText('No se maneja')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Nombre de la cotización/ })).toBeVisible();
  });
});

describe('the customer approval of a quote (issue 22)', () => {
  const STATUS = `${WORKSHEET}/approval`;
  const LINKS = `${WORKSHEET}/approval/links`;
  const URL_SENT = 'https://procounter.example/approve/Zk3v9Q1x_-aBcDeFgHiJkLmNoPqRsTuVwXyZ0123456';

  /** Ana approved the pads and the labor, declined the kit and the bracket. */
  const approvedLink = (overrides: Partial<ApprovalLink> = {}) =>
    makeApprovalLink({
      id: 33,
      state: 'APPROVED',
      lineCount: 4,
      viewedAt: '2026-11-24T16:00:00.000Z',
      decision: {
        decidedAt: '2026-11-24T16:10:00.000Z',
        name: 'Ana Diaz',
        approvedCount: 2,
        approvedTotal: 289.95,
        lines: [
          { lineId: 1, approved: true },
          { lineId: 2, approved: false },
          { lineId: 4, approved: false },
          { lineId: 5, approved: true },
        ],
      },
      ...overrides,
    });

  beforeEach(() => {
    beginSession(makeTokens());
  });
  afterEach(async () => {
    resetToasts();
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, 'clipboard');
    await i18n.changeLanguage('en');
  });

  const panel = () => screen.findByRole('region', { name: 'Customer approval' });
  /** A state badge (its text starts with the hidden 'Customer approval:'). */
  const badge =
    (text: string) =>
    (_: string, element: Element | null): boolean =>
      element?.hasAttribute('data-approval-state') === true && element.textContent === text;
  const badgesIn = (container: HTMLElement) =>
    [...container.querySelectorAll('[data-approval-state]')].map((node) => node.textContent);

  it('creates a link with the days and language chosen, and shows it to copy, text, print and scan', async () => {
    const server = serve();
    let status = makeApprovalStatus(QUOTE_ID);
    server.on('GET', STATUS, () => ({ body: status }));
    server.on('POST', LINKS, () => {
      const link = makeApprovalLink({ language: 'es' });
      status = makeApprovalStatus(QUOTE_ID, [link]);
      return { status: 201, body: { link, url: URL_SENT, emailed: true } };
    });
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPage();
    expect(await within(await panel()).findByText('Not sent to the customer yet.')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Send to customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send to customer' });
    expect(within(dialog).getByLabelText('Days the link is valid')).toHaveValue('7');
    await userEvent.click(within(dialog).getByText('Spanish'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create link' }));

    const link = await within(dialog).findByLabelText('Link for the customer');
    expect(link).toHaveValue(URL_SENT);
    expect(link).toHaveFocus();
    expect(JSON.parse(server.callsTo('POST', LINKS)[0]?.body ?? '')).toEqual({
      days: 7,
      language: 'es',
    });
    expect(within(dialog).getByText('The link was also e-mailed to the customer.')).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Text it' })).toHaveAttribute(
      'href',
      `sms:?&body=${encodeURIComponent(`Lone Star Auto Repair - Main St: your quote is ready. Approve it here: ${URL_SENT}`)}`,
    );
    expect(
      within(dialog).getByRole('img', { name: 'QR code of the link for the customer to scan' }),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(URL_SENT);
    expect(within(dialog).getByText('Link copied.')).toBeVisible();

    // The panel lists the new link.
    // The dialog's own Close button (the header's is named Close too).
    const closeButtons = within(dialog).getAllByRole('button', { name: 'Close' });
    await userEvent.click(closeButtons[closeButtons.length - 1]!);
    const item = await within(await panel()).findByRole('listitem');
    expect(item).toHaveTextContent('Customer approval: Sent');
    expect(item).toHaveTextContent('Sent Nov 24, 2026');
    expect(item).toHaveTextContent('by Terry Tech');
  });

  it('selects the link for the user to copy when the clipboard is refused, and prints the link sheet alone', async () => {
    const server = serve();
    server.on('POST', LINKS, {
      status: 201,
      body: { link: makeApprovalLink(), url: URL_SENT, emailed: false },
    });
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: async () => Promise.reject(new Error('denied')) },
      configurable: true,
    });
    const printed: boolean[] = [];
    vi.spyOn(window, 'print').mockImplementation(() => {
      printed.push(document.body.hasAttribute('data-approval-print'));
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Send to customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send to customer' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create link' }));
    const link = await within(dialog).findByLabelText<HTMLInputElement>('Link for the customer');
    // No e-mail went out: nothing says so.
    expect(within(dialog).queryByText(/e-mailed/)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    expect(
      await within(dialog).findByText(
        'The link is selected: press Ctrl+C, or long-press it and choose Copy.',
      ),
    ).toBeVisible();
    expect(link).toHaveFocus();
    expect([link.selectionStart, link.selectionEnd]).toEqual([0, URL_SENT.length]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Print' }));
    expect(printed).toEqual([true]);
    expect(document.body.hasAttribute('data-approval-print')).toBe(false);
    expect(dialog.querySelector('[data-approval-sheet]')).toHaveTextContent(URL_SENT);
  });

  it('explains that a customer is needed before anything is sent', async () => {
    const noCustomer = makeWorksheet({
      currentVehicle: {
        ...makeWorksheet().currentVehicle!,
        shopCustomerId: null,
        shopCustomerFirst: null,
        shopCustomerLast: null,
      },
    });
    const server = serve({ worksheet: noCustomer });
    renderPage();
    const send = await screen.findByRole('button', { name: 'Send to customer' });
    const hint =
      'This quote names no customer yet. Set the customer with Customer info in the current vehicle panel, then send it.';
    expect(send).toHaveAccessibleDescription(hint);
    await userEvent.click(send);
    expect(screen.getByRole('alert')).toHaveTextContent(hint);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.callsTo('POST', LINKS)).toEqual([]);
  });

  it("shows the server's CUSTOMER_REQUIRED message when it refuses the link", async () => {
    const server = serve();
    server.on('POST', LINKS, {
      status: 422,
      body: { code: 'CUSTOMER_REQUIRED', message: 'Name the customer before sending the quote.' },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Send to customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send to customer' });
    await userEvent.clear(within(dialog).getByLabelText('Days the link is valid'));
    await userEvent.type(within(dialog).getByLabelText('Days the link is valid'), '31');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(within(dialog).getByText('Enter a whole number of days from 1 to 30.')).toBeVisible();
    expect(server.callsTo('POST', LINKS)).toEqual([]);
    await userEvent.clear(within(dialog).getByLabelText('Days the link is valid'));
    await userEvent.type(within(dialog).getByLabelText('Days the link is valid'), '14');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create link' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('This quote names no customer yet.');
    expect(alert).toHaveTextContent('Name the customer before sending the quote.');
    // The language was left to the server (the customer's).
    expect(JSON.parse(server.callsTo('POST', LINKS)[0]?.body ?? '')).toEqual({ days: 14 });
  });

  it('lists the links with their states and the decision, marks declined lines, and revokes an open link', async () => {
    const server = serve();
    const viewed = makeApprovalLink({
      id: 34,
      state: 'VIEWED',
      createdAt: '2026-11-25T15:00:00.000Z',
      viewedAt: '2026-11-25T15:30:00.000Z',
    });
    const expired = makeApprovalLink({ id: 30, state: 'EXPIRED' });
    server.on('GET', STATUS, {
      body: makeApprovalStatus(QUOTE_ID, [viewed, approvedLink(), expired]),
    });
    server.on('DELETE', `${LINKS}/34`, {
      body: makeApprovalStatus(QUOTE_ID, [
        { ...viewed, state: 'REVOKED', revokedAt: '2026-11-25T16:00:00.000Z' },
        approvedLink(),
        expired,
      ]),
    });
    renderPage();
    const region = await panel();
    const items = await within(region).findAllByRole('listitem');
    const links = items.filter((item) => item.hasAttribute('data-approval-link'));
    expect(links.flatMap(badgesIn)).toEqual([
      'Customer approval: Viewed',
      'Customer approval: Approved 2 of 4',
      'Customer approval: Expired',
    ]);
    const [open, approved] = links;
    expect(open).toHaveTextContent('Opened Nov 25, 2026');
    expect(approved).toHaveTextContent('Ana Diaz decided on Nov 24, 2026');
    expect(approved).toHaveTextContent('Approved total: $289.95');
    expect(approved).toHaveTextContent('Disc brake pad set: Approved');
    expect(approved).toHaveTextContent('Front brake kit: Declined');
    expect(approved).toHaveTextContent('Caliper bracket: Declined');
    expect(approved).toHaveTextContent('Front brake job: Approved');
    // Only the open link can be revoked.
    expect(within(region).getAllByRole('button', { name: /^Revoke the link sent/ })).toHaveLength(
      1,
    );

    // The lines the customer declined, in words in the lines table.
    const table = screen.getByRole('table', { name: 'Lines' });
    const marked = within(table)
      .getAllByText('Declined by the customer')
      .map((mark) => mark.closest('tr')?.querySelector('p')?.textContent);
    expect(marked).toEqual(['Front brake kit', 'Caliper bracket']);

    await userEvent.click(within(open!).getByRole('button', { name: /^Revoke the link sent/ }));
    expect(
      await within(region).findByText('The link was revoked: it no longer opens.'),
    ).toBeVisible();
    expect(server.callsTo('DELETE', `${LINKS}/34`)).toHaveLength(1);
    expect(within(region).getByText(badge('Customer approval: Revoked'))).toBeVisible();
    expect(within(region).queryByRole('button', { name: /^Revoke the link sent/ })).toBeNull();
  });

  it('orders the approved lines: applies the link, then takes the user to the submit form', async () => {
    const server = serve();
    server.on('GET', STATUS, { body: makeApprovalStatus(QUOTE_ID, [approvedLink()]) });
    server.on('POST', `${LINKS}/33/apply`, () => {
      server.setWorksheet(
        makeWorksheet({ items: LINES.filter((line) => [1, 5].includes(line.worksheetDetailId)) }),
      );
      const applied = { ...approvedLink(), appliedAt: '2026-11-24T16:00:00.000Z' };
      server.on('GET', STATUS, { body: makeApprovalStatus(QUOTE_ID, [applied]) });
      return { body: makeApprovalStatus(QUOTE_ID, [applied]) };
    });
    renderPage();
    const apply = await within(await panel()).findByRole('button', {
      name: 'Order approved lines',
    });
    expect(apply).toHaveAccessibleDescription(
      'Removes the lines the customer declined and makes this your current quote, ready to order.',
    );
    await userEvent.click(apply);
    expect(
      await screen.findByText(
        'The declined lines were removed. Check the quote and submit the order.',
      ),
    ).toBeVisible();
    // The quote is read again without the declined lines, and the submit form has the focus.
    await waitFor(() => expect(screen.queryByText('Front brake kit')).toBeNull());
    const form = screen.getByRole('form', { name: 'Submit order' });
    await waitFor(() => expect(form.closest('[tabindex="-1"]')).toHaveFocus());
    expect(server.callsTo('POST', `${LINKS}/33/apply`)).toHaveLength(1);
    // Applied (the server says when): it is not offered again.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Order approved lines' })).toBeNull(),
    );
  });

  it('says the quote changed when the approved version is no longer the quote', async () => {
    const server = serve();
    server.on('GET', STATUS, { body: makeApprovalStatus(QUOTE_ID, [approvedLink()]) });
    server.on('POST', `${LINKS}/33/apply`, {
      status: 409,
      body: { code: 'APPROVAL_NOT_CURRENT', message: 'Not current' },
    });
    renderPage();
    await userEvent.click(
      await within(await panel()).findByRole('button', { name: 'Order approved lines' }),
    );
    expect(
      await screen.findByText(
        'The quote changed after the customer approved it. Send the new version to the customer.',
      ),
    ).toBeVisible();
  });

  it('asks again every 5 seconds while a link is open, and stops once the customer decided', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = serve();
    let link = makeApprovalLink({ id: 33, state: 'SENT', lineCount: 4 });
    server.on('GET', STATUS, () => ({ body: makeApprovalStatus(QUOTE_ID, [link]) }));
    renderPage();
    const region = await panel();
    expect(await within(region).findByText(badge('Customer approval: Sent'))).toBeVisible();
    const calls = () => server.callsTo('GET', STATUS).length;
    const before = calls();

    link = approvedLink();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(
      await within(region).findByText(badge('Customer approval: Approved 2 of 4')),
    ).toBeVisible();
    expect(calls()).toBe(before + 1);

    // Decided: no more polling.
    await vi.advanceTimersByTimeAsync(15_000);
    expect(calls()).toBe(before + 1);
  });

  it('shows no Send on an order, and its links still', async () => {
    const server = serve({ worksheet: submittedWorksheet() });
    server.on('GET', STATUS, { body: makeApprovalStatus(QUOTE_ID, [approvedLink()]) });
    renderPage();
    const region = await panel();
    expect(
      await within(region).findByText(badge('Customer approval: Approved 2 of 4')),
    ).toBeVisible();
    expect(within(region).queryByRole('button', { name: 'Send to customer' })).toBeNull();
    expect(within(region).queryByRole('button', { name: 'Order approved lines' })).toBeNull();
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    const server = serve();
    server.on('GET', STATUS, { body: makeApprovalStatus(QUOTE_ID, [approvedLink()]) });
    renderPage();
    const region = await screen.findByRole('region', { name: 'Aprobación del cliente' });
    expect(
      await within(region).findByText(badge('Aprobación del cliente: Aprobadas 2 de 4')),
    ).toBeVisible();
    expect(within(region).getByRole('button', { name: 'Enviar al cliente' })).toBeVisible();
    expect(
      within(region).getByRole('button', { name: 'Pedir las líneas aprobadas' }),
    ).toBeVisible();
    expect(screen.getAllByText('Rechazada por el cliente')).toHaveLength(2);
  });
});
