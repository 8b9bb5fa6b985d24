import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { beginSession } from '@/lib/session';
import { installFakeServer } from '@/testing/fake-fetch';
import { servePortal } from '@/testing/fake-portal';
import { makeTokens } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import {
  type LaborClaimsData,
  LINE,
  makeClaim,
  serveLaborClaims,
} from '../testing/fake-labor-claims';
import { accountToday } from '../utils/format';
import { LaborClaimsPage } from './labor-claims-page';
import { SupportLaborClaimsPage } from './support-labor-claims-page';

function serve(data: LaborClaimsData = {}) {
  const server = installFakeServer();
  servePortal(server);
  const fake = serveLaborClaims(server, data);
  return { server, fake };
}

const CREDITED = makeClaim({
  id: 11,
  status: 'CREDITED',
  approvedAmount: 120.5,
  creditMemo: { id: 77, invoiceNumber: 'CM500200', invoiceDate: '2026-11-26', total: 120.5 },
  events: [
    {
      id: 1,
      status: 'SUBMITTED',
      userName: 'Rosa Tech',
      actingUserName: null,
      amount: 148,
      note: null,
      createdAt: '2026-11-21T15:00:00.000Z',
    },
    {
      id: 2,
      status: 'APPROVED',
      userName: 'Sam Support',
      actingUserName: null,
      amount: 120.5,
      note: null,
      createdAt: '2026-11-22T15:00:00.000Z',
    },
    {
      id: 3,
      status: 'CREDITED',
      userName: 'Sam Support',
      actingUserName: 'Ada Admin',
      amount: 120.5,
      note: 'CM500200',
      createdAt: '2026-11-23T15:00:00.000Z',
    },
  ],
});
const DENIED = makeClaim({ id: 12, status: 'DENIED', denialReason: 'Installed by another shop.' });

describe('the labor claims page', () => {
  beforeEach(() => {
    beginSession(makeTokens());
  });

  it('lists the shop’s claims with their state, and opens one with its credit memo and history', async () => {
    serve({ claims: [CREDITED, DENIED] });
    const user = userEvent.setup();
    renderWithProviders(<LaborClaimsPage />);
    expect(screen.getByRole('status', { name: 'Loading your labor claims…' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Labor claims' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('Credited')).toBeVisible();
    expect(within(table).getByText('Denied')).toBeVisible();
    expect(screen.getByText('2 claims')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Open claim LC300011' }));
    const dialog = await screen.findByRole('dialog', { name: 'Labor claim LC300011' });
    expect(await within(dialog).findByText(/CM500200 of Nov 26, 2026: \$120\.50/)).toBeVisible();
    expect(within(dialog).getByText('Credited by Ada Admin for Sam Support')).toBeVisible();
    expect(within(dialog).getByText('1.25 h × $118.40/h')).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Open pump.png' })).toBeInTheDocument();
  });

  it('says when there is no claim yet, and offers to try again when the list fails', async () => {
    const { server } = serve({ claims: [] });
    renderWithProviders(<LaborClaimsPage />);
    expect(await screen.findByText(/No labor claims yet/)).toBeVisible();

    server.on('GET', '/api/admin/labor-claims', {
      status: 500,
      body: { code: 'INTERNAL_ERROR', message: 'Internal server error' },
    });
    renderWithProviders(<LaborClaimsPage />, { path: '/?page=2' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The labor claims could not be loaded.')).toBeVisible();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('files a claim: picks the invoice line, prefills the vehicle and the shop’s rate, checks the fields, sends them with the photo', async () => {
    const { server } = serve({ claims: [] });
    const append = vi.spyOn(FormData.prototype, 'append');
    // A browser's picker may still hand over another kind of file (All files): the form says so.
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<LaborClaimsPage />);
    await user.click(await screen.findByRole('button', { name: 'New claim' }));
    const dialog = await screen.findByRole('dialog', { name: 'New labor claim' });
    await user.type(within(dialog).getByLabelText('Find the invoice'), 'wp 1234');
    await user.click(
      await within(dialog).findByRole('radio', {
        name: 'WIX WP-1234 · Water pump · invoice IN500123 of Nov 2, 2026',
      }),
    );
    expect(
      within(dialog).getByText(/2013 Ford F-150 3\.5L V6 Gas · VIN 1FTFW1ET9DFC10312/),
    ).toBeVisible();
    const rate = within(dialog).getByLabelText(/Labor rate per hour/);
    expect(rate).toHaveValue('$125');
    expect(within(dialog).getByText("At most your shop's labor rate of $125.00.")).toBeVisible();

    // Every field wrong first: the shared rules, the day, the shop's rate.
    await user.type(within(dialog).getByLabelText(/Failure date/), '2026-11-01');
    await user.type(within(dialog).getByLabelText(/Labor hours/), '41');
    await user.clear(rate);
    await user.type(rate, '130');
    await user.click(within(dialog).getByRole('button', { name: 'File the claim' }));
    expect(
      within(dialog).getByText(
        'The part cannot have failed before the invoice date (Nov 2, 2026).',
      ),
    ).toBeVisible();
    expect(within(dialog).getByText(/Enter the mileage/)).toBeVisible();
    expect(within(dialog).getByText(/Enter more than 0 and at most 40 hours/)).toBeVisible();
    expect(
      within(dialog).getByText("The rate cannot be above your shop's labor rate of $125.00."),
    ).toBeVisible();
    expect(within(dialog).getByText(/Describe what failed/)).toBeVisible();
    expect(server.callsTo('POST', '/api/admin/labor-claims')).toHaveLength(0);

    const date = within(dialog).getByLabelText(/Failure date/);
    await user.clear(date);
    await user.type(date, accountToday());
    await user.type(within(dialog).getByLabelText(/Mileage at failure/), '48210');
    const hours = within(dialog).getByLabelText(/Labor hours/);
    await user.clear(hours);
    await user.type(hours, '2');
    await user.clear(rate);
    await user.type(rate, '120');
    expect(within(dialog).getByText('Amount claimed: $240.00')).toBeVisible();
    await user.type(within(dialog).getByLabelText(/What failed/), 'Seal leaking.');
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'pump.png', { type: 'image/png' });
    const text = new File(['x'], 'notes.txt', { type: 'text/plain' });
    const picker = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(picker, [photo, text]);
    expect(
      within(dialog).getByText('notes.txt is not a JPEG, PNG or WebP photo or a PDF.'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Remove notes.txt' }));
    expect(within(dialog).queryByText(/notes\.txt is not/)).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'File the claim' }));
    await waitFor(() => expect(server.callsTo('POST', '/api/admin/labor-claims')).toHaveLength(1));
    const sent = Object.fromEntries(append.mock.calls.map(([name, value]) => [name, value]));
    expect(sent).toMatchObject({
      invoiceLineId: String(LINE.invoiceLineId),
      failureDate: accountToday(),
      mileage: '48210',
      laborHours: '2',
      laborRate: '120',
      failureDescription: 'Seal leaking.',
      files: photo,
    });
    expect(await screen.findByText(/Labor claim LC\d+ filed\./)).toBeVisible();
    // The new claim opens.
    expect(await screen.findByRole('dialog', { name: /^Labor claim LC\d+$/ })).toBeVisible();
    append.mockRestore();
  });

  it('reads in Spanish', async () => {
    serve({ claims: [DENIED] });
    await act(() => i18n.changeLanguage('es'));
    try {
      renderWithProviders(<LaborClaimsPage />);
      expect(await screen.findByRole('table', { name: 'Reclamos de mano de obra' })).toBeVisible();
      expect(screen.getByText('Rechazado')).toBeVisible();
      expect(screen.getByRole('button', { name: 'Nuevo reclamo' })).toBeVisible();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });
});

describe("support's review", () => {
  beforeEach(() => {
    beginSession(makeTokens());
  });

  it('starts the review, approves an amount within the claim and credits it', async () => {
    const claim = makeClaim({ id: 21 });
    serve({ claims: [claim] });
    const user = userEvent.setup();
    renderWithProviders(<SupportLaborClaimsPage />);
    await user.click(await screen.findByRole('button', { name: 'Open claim LC300021' }));
    const dialog = await screen.findByRole('dialog', { name: 'Labor claim LC300021' });
    expect(
      await within(dialog).findByText('Lone Star Auto Repair - Main St (100001)'),
    ).toBeVisible();
    await user.click(await within(dialog).findByRole('button', { name: 'Start review' }));
    await within(dialog).findByText('Under review by Sam Support');
    expect(within(dialog).queryByRole('button', { name: 'Start review' })).toBeNull();

    const amount = within(dialog).getByLabelText('Amount to credit');
    expect(amount).toHaveValue('$148.00');
    await user.clear(amount);
    await user.type(amount, '150');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(
      within(dialog).getByText('Enter an amount of more than $0 and at most the amount claimed.'),
    ).toBeVisible();
    await user.clear(amount);
    await user.type(amount, '120.50');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await within(dialog).findByText('Approved by Sam Support');
    await user.click(within(dialog).getByRole('button', { name: 'Credit the shop' }));
    expect(await within(dialog).findByText(/CM500200 of Nov 27, 2026: \$120\.50/)).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('needs a reason to deny, and says when another reviewer acted first', async () => {
    const claim = makeClaim({ id: 22 });
    serve({
      claims: [claim],
      refuseReview: {
        status: 409,
        body: { code: 'CLAIM_STATE_CONFLICT', message: 'No', status: 'DENIED' },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<SupportLaborClaimsPage />);
    await user.click(await screen.findByRole('button', { name: 'Open claim LC300022' }));
    const dialog = await screen.findByRole('dialog', { name: 'Labor claim LC300022' });
    await user.click(await within(dialog).findByRole('button', { name: 'Deny' }));
    expect(within(dialog).getByText('Enter the reason the shop will read.')).toBeVisible();
    await user.type(within(dialog).getByLabelText('Reason for the denial'), 'Not covered.');
    await user.click(within(dialog).getByRole('button', { name: 'Deny' }));
    expect(
      await within(dialog).findByText(
        'Someone else changed this claim first; it is shown as it is now.',
      ),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Deny' }));
    expect(await within(dialog).findByText('Denied by Sam Support')).toBeVisible();
    expect(within(dialog).getAllByText('Not covered.').length).toBeGreaterThan(0);
  });

  it('filters the queue by state', async () => {
    serve({ claims: [makeClaim({ id: 31 }), DENIED] });
    const user = userEvent.setup();
    renderWithProviders(<SupportLaborClaimsPage />);
    expect(await screen.findByText('2 claims')).toBeVisible();
    await user.selectOptions(screen.getByLabelText('Status'), 'Denied');
    expect(await screen.findByText('1 claim')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Open claim LC300012' })).toBeVisible();
  });
});
