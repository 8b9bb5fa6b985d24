import type { SupportShopRequest } from '@procounter/shared/contracts/company';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { beginSession } from '@/lib/session';
import { type FakeServer, installFakeServer } from '@/testing/fake-fetch';
import { servePortal } from '@/testing/fake-portal';
import { makeTokens } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { SupportShopRequests } from './support-shop-requests';

const QUEUE = '/api/support/shopRequests';

const REQUEST: SupportShopRequest = {
  id: 9,
  shopId: 1002,
  requestStatus: 'PENDING',
  pricingMethod: 'LIST_MINUS',
  pricingType: 'PARTS',
  pricingPercent: 15,
  laborRate: 119,
  taxRateLabor: 0,
  taxRateParts: 8.25,
  notes: 'Match the dealer',
  requestedBy: { id: 4, name: 'Maria Gonzalez' },
  createdAt: '2026-11-24T15:00:00.000Z',
  updatedAt: '2026-11-24T15:00:00.000Z',
  reviewedBy: null,
  reviewedAt: null,
  reviewNote: null,
  shopName: 'Lone Star Auto Repair - North',
  accountNumber: '100002',
  companyName: 'Lone Star Auto Repair LLC',
  current: {
    pricingMethod: null,
    pricingType: null,
    pricingPercent: null,
    laborRate: null,
    taxRateLabor: null,
    taxRateParts: null,
  },
};

function serve() {
  const server: FakeServer = installFakeServer();
  servePortal(server);
  let queue = [REQUEST];
  server
    .on('GET', QUEUE, () => ({ body: queue }))
    .on('POST', `${QUEUE}/9/review`, (request) => {
      queue = [];
      return { body: { ...REQUEST, requestStatus: JSON.parse(request.body ?? '{}').decision } };
    });
  return server;
}

describe("support's review of shop pricing requests", () => {
  beforeEach(() => {
    beginSession(makeTokens());
  });

  it('denies a request only with a note, and the queue empties', async () => {
    const server = serve();
    renderWithProviders(<SupportShopRequests />, { path: '/support' });
    const card = await screen.findByRole('article', {
      name: 'Lone Star Auto Repair - North (100002), Lone Star Auto Repair LLC',
    });
    expect(card).toHaveTextContent('Asked on Nov 24, 2026 by Maria Gonzalez');
    expect(card).toHaveTextContent('List minus');
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: /^Deny/ }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Deny the request of Lone Star Auto Repair - North',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Deny request' }));
    expect(await within(dialog).findByText('This field is required.')).toBeVisible();
    expect(server.callsTo('POST', `${QUEUE}/9/review`)).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: /Note to the shop/ }), 'Send it');
    await user.click(within(dialog).getByRole('button', { name: 'Deny request' }));
    expect(await screen.findByText('Request denied.')).toBeVisible();
    expect(JSON.parse(server.callsTo('POST', `${QUEUE}/9/review`)[0]!.body ?? '{}')).toEqual({
      decision: 'DENIED',
      note: 'Send it',
    });
    expect(await screen.findByText('No request is waiting for review.')).toBeVisible();
  });

  it('approves at once', async () => {
    const server = serve();
    renderWithProviders(<SupportShopRequests />, { path: '/support' });
    await userEvent.setup().click(await screen.findByRole('button', { name: /^Approve/ }));
    expect(await screen.findByText('Request approved.')).toBeVisible();
    expect(JSON.parse(server.callsTo('POST', `${QUEUE}/9/review`)[0]!.body ?? '{}')).toEqual({
      decision: 'APPROVED',
    });
  });
});
