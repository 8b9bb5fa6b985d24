import type { CompanyDashboard, ShopNote } from '@procounter/shared/contracts/company';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { beginSession } from '@/lib/session';
import { type FakeServer, installFakeServer } from '@/testing/fake-fetch';
import { servePortal } from '@/testing/fake-portal';
import { makeTokens } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { CompanyPage } from './company-page';

const DASHBOARD = '/api/company/dashboard';
const SAVE = '/api/company/savePreferencesByCompanyId';

function makeDashboard(overrides: Partial<CompanyDashboard> = {}): CompanyDashboard {
  return {
    company: {
      id: 7,
      demo: false,
      accountName: 'Lone Star Auto Repair LLC',
      accountStatus: 'ACTIVE',
      arGroupCode: null,
      paymentMethod: 'ON_ACCOUNT',
      partsPayoffVisible: false,
      shopReferralEligible: false,
      address: {
        street1: '2100 S Lamar Blvd',
        street2: null,
        city: 'Austin',
        state: 'TX',
        zip: '78704',
      },
      companyPreference: {
        garageBayIdVisible: false,
        garageBayIdRequired: false,
        vehicleFleetIdVisible: false,
        vehicleFleetIdRequired: false,
        poVisible: true,
        poRequired: false,
        poValidationMask: null,
      },
    },
    paymentTermsDays: 30,
    shops: [
      {
        id: 1001,
        shopName: 'Lone Star Auto Repair - Main St',
        accountNumber: '100001',
        state: 'TX',
        zip: '78704',
        rates: {
          pricingMethod: 'COST_PLUS',
          pricingType: 'PARTS',
          pricingPercent: 30,
          laborRate: 125,
          taxRateLabor: 0,
          taxRateParts: 8.25,
        },
        pendingRequest: null,
        lastDecision: null,
      },
    ],
    canEditCompany: true,
    canEditShop: true,
    ...overrides,
  };
}

const NOTES: ShopNote[] = [
  {
    id: 2,
    body: 'Asked about fleet pricing',
    authorName: 'Maria Gonzalez',
    createdAt: '2026-11-20T15:00:00.000Z',
  },
];

function serve(dashboard: CompanyDashboard = makeDashboard()) {
  const server: FakeServer = installFakeServer();
  servePortal(server);
  server
    .on('GET', DASHBOARD, { body: dashboard })
    .on('GET', '/api/shop/1001/notes', { body: NOTES })
    .on('POST', SAVE, (request) => ({
      body: {
        ...dashboard.company,
        companyPreference: {
          ...JSON.parse(request.body ?? '{}'),
          poValidationMask: JSON.parse(request.body ?? '{}').poValidationMask || null,
        },
      },
    }));
  return server;
}

const renderPage = () => renderWithProviders(<CompanyPage />, { path: '/admin/company' });
const bodyOf = (server: FakeServer, method: string, path: string) =>
  server.callsTo(method, path).map((r) => JSON.parse(r.body ?? '{}'));

describe('the Account Dashboard', () => {
  beforeEach(() => {
    beginSession(makeTokens());
  });
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('shows the company, its shops with their agreement, and their notes', async () => {
    serve();
    renderPage();
    expect(screen.getByRole('status', { name: 'Loading the Account Dashboard' })).toBeVisible();
    const company = await screen.findByRole('region', { name: 'Company' });
    expect(company).toHaveTextContent('Lone Star Auto Repair LLC');
    expect(company).toHaveTextContent('On account');
    expect(company).toHaveTextContent('30 days');
    expect(company).toHaveTextContent('2100 S Lamar Blvd');
    const shop = screen.getByRole('region', { name: 'Lone Star Auto Repair - Main St' });
    const facts = within(shop)
      .getAllByRole('definition')
      .map((cell) => cell.textContent);
    expect(facts).toEqual(['Cost plus', 'Parts', '30%', '$125.00 / hour', '8.25%', '0%']);
    expect(await within(shop).findByText('Asked about fleet pricing')).toBeVisible();
    expect(within(shop).getByText(/Maria Gonzalez, Nov 20, 2026/)).toBeVisible();
  });

  it('checks the PO mask with the exact messages and saves the preferences', async () => {
    const server = serve();
    renderPage();
    const form = await screen.findByRole('form', { name: 'Order preferences' });
    const user = userEvent.setup();
    const mask = within(form).getByRole('textbox', { name: /PO mask/ });
    await user.type(mask, 'PO~99');
    await user.click(within(form).getByRole('button', { name: 'Save preferences' }));
    expect(await within(form).findByText('Please enter a valid PO mask.')).toBeVisible();
    await user.clear(mask);
    await user.type(mask, 'A'.repeat(23));
    await user.click(within(form).getByRole('button', { name: 'Save preferences' }));
    expect(await within(form).findByText('PO Numbers cannot exceed 22 characters.')).toBeVisible();
    expect(server.callsTo('POST', SAVE)).toHaveLength(0);

    await user.clear(mask);
    await user.type(mask, 'PO-99999');
    const bay = within(form).getByRole('group', { name: 'Garage bay ID' });
    await user.click(within(bay).getByRole('checkbox', { name: 'Require it' }));
    expect(within(bay).getByRole('checkbox', { name: 'Ask for it' })).toBeChecked();
    await user.click(within(form).getByRole('button', { name: 'Save preferences' }));
    expect(await within(form).findByText('Preferences saved.')).toBeVisible();
    expect(bodyOf(server, 'POST', SAVE)[0]).toMatchObject({
      garageBayIdVisible: true,
      garageBayIdRequired: true,
      poVisible: true,
      poRequired: false,
      poValidationMask: 'PO-99999',
    });
    expect(server.callsTo('POST', SAVE)[0]!.search.get('companyId')).toBe('7');
  });

  it('shows the preferences read-only to those who may not edit the company', async () => {
    serve(makeDashboard({ canEditCompany: false, canEditShop: false }));
    renderPage();
    const section = await screen.findByRole('region', { name: 'Order preferences' });
    expect(within(section).queryByRole('form')).toBeNull();
    expect(section).toHaveTextContent('Only a company manager can change these.');
    expect(section).toHaveTextContent('PO number:Asked for');
    expect(screen.queryByRole('button', { name: 'Request a change' })).toBeNull();
  });

  it('sends a pricing change request from its dialog', async () => {
    const server = serve();
    server.on('POST', '/api/shop/1001/shopRequest', { status: 201, body: {} });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Request a change' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Request a pricing change for Lone Star Auto Repair - Main St',
    });
    const percent = within(dialog).getByRole('textbox', { name: /Percent/ });
    await user.clear(percent);
    await user.type(percent, '12.345');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(
      await within(dialog).findByText('Enter a number from 0 to 100 with at most 2 decimals.'),
    ).toBeVisible();
    await user.clear(percent);
    await user.type(percent, '25');
    await user.type(within(dialog).getByRole('textbox', { name: 'Notes for support' }), 'Fleet');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Request sent to support.')).toBeVisible();
    expect(bodyOf(server, 'POST', '/api/shop/1001/shopRequest')[0]).toEqual({
      pricingMethod: 'COST_PLUS',
      pricingType: 'PARTS',
      pricingPercent: 25,
      laborRate: 125,
      taxRateParts: 8.25,
      taxRateLabor: 0,
      notes: 'Fleet',
    });
  });

  it('says so when the dashboard cannot be loaded, and tries again', async () => {
    const server = serve();
    server.on('GET', DASHBOARD, { status: 500, body: { code: 'INTERNAL', message: 'x' } });
    renderPage();
    expect(await screen.findByText('The Account Dashboard could not be loaded.')).toBeVisible();
    server.on('GET', DASHBOARD, { body: makeDashboard() });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Company' })).toBeVisible());
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    serve();
    renderPage();
    expect(await screen.findByRole('region', { name: 'Empresa' })).toHaveTextContent('A crédito');
    expect(screen.getByRole('button', { name: 'Solicitar un cambio' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Talleres' })).toHaveTextContent('Costo más');
  });
});
