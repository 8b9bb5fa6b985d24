import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QuickAddTargetHost } from '@/components/quick-add-target-host';
import { i18n } from '@/lib/i18n';
import { stockOrderKeys } from '@/lib/query-keys';
import { readQuickAddTarget, rememberQuickAddTarget } from '@/lib/quick-add-batch';
import { currentQuickAddQuestion } from '@/lib/quick-add-target';
import { beginSession } from '@/lib/session';
import { type FakeServer, installFakeServer } from '@/testing/fake-fetch';
import { makeStockOrder, makeTokens, makeUser, toStockOrderSummary } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { useQuickAdd } from './use-quick-add';

const QUICK_ADD = '/api/stockorders/createStockOrder';

const WEEKLY = toStockOrderSummary(makeStockOrder({ id: 31, name: 'Weekly' }));
const FILTERS = toStockOrderSummary(makeStockOrder({ id: 32, name: 'Filters', po: '' }));

function serve(orders = [WEEKLY, FILTERS]): FakeServer {
  return installFakeServer()
    .on('GET', '/api/current/user', { body: makeUser() })
    .on('GET', '/api/stockorders/list', {
      body: { content: orders, totalElements: orders.length, page: 0, size: 500 },
    })
    .on('POST', QUICK_ADD, (request) => {
      const body = JSON.parse(request.body ?? '{}') as { id?: number };
      const order = orders.find((o) => o.id === body.id);
      return { body: { id: body.id ?? 40, name: order?.name ?? 'Quick add' } };
    });
}

function renderQuickAdd() {
  const result: { current: ReturnType<typeof useQuickAdd> } = {
    current: { add: () => undefined },
  };
  function Probe() {
    result.current = useQuickAdd();
    return null;
  }
  const { queryClient } = renderWithProviders(
    <>
      <Probe />
      <QuickAddTargetHost />
    </>,
  );
  return { result, queryClient };
}

/** The question of which stock order, once it is there. */
const question = async () => {
  const dialog = await screen.findByRole('dialog', { name: 'Add to which stock order?' });
  // The orders are listed once they have loaded.
  await within(dialog).findByRole('radiogroup', { name: 'Stock order' });
  return dialog;
};

const bodies = (server: FakeServer) =>
  server.callsTo('POST', QUICK_ADD).map((r) => JSON.parse(r.body ?? '{}'));

describe('useQuickAdd', () => {
  beforeEach(() => {
    beginSession(makeTokens());
    rememberQuickAddTarget(42, null);
  });

  afterEach(() => {
    vi.useRealTimers();
    // A question a failed test left open would hold the next test's question in the queue.
    for (let open = currentQuickAddQuestion(); open; open = currentQuickAddQuestion()) {
      open.answer(null);
    }
  });

  it('batches three clicks within 200 ms into one question and one request, merged', async () => {
    // Only the test moves the clock: on a busy machine, real time between two clicks must not
    // close the window.
    vi.useFakeTimers();
    const server = serve();
    const { result, queryClient } = renderQuickAdd();
    queryClient.setQueryData(stockOrderKeys.list, {
      content: [WEEKLY, FILTERS],
      totalElements: 2,
      page: 0,
      size: 500,
    });

    act(() => {
      result.current.add({ line: 'BRK', item: 'QC1234', desc: 'Pads', quantity: 1 });
    });
    await vi.advanceTimersByTimeAsync(80);
    act(() => {
      result.current.add({ line: 'ENG', item: '77', quantity: 2 });
    });
    await vi.advanceTimersByTimeAsync(80);
    act(() => {
      result.current.add({ line: 'brk', item: 'qc-1234', quantity: 1 });
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    await vi.advanceTimersByTimeAsync(40);
    vi.useRealTimers();

    // One question for the batch; no order used yet: a new one, with its default name.
    const dialog = await question();
    expect(within(dialog).getByText('4 items to add.')).toBeVisible();
    expect(within(dialog).getByRole('radio', { name: 'A new stock order' })).toBeChecked();
    expect(
      within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Name of the new order' })
        .value,
    ).toMatch(/^Quick add \d+\/\d+\/\d+$/);
    expect(server.callsTo('POST', QUICK_ADD)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));

    await waitFor(() => expect(bodies(server)).toHaveLength(1));
    expect(bodies(server)[0]).toEqual({
      name: expect.stringMatching(/^Quick add /),
      items: [
        { line: 'BRK', item: 'QC1234', desc: 'Pads', quantity: 2 },
        { line: 'ENG', item: '77', quantity: 2 },
      ],
    });
    expect(await screen.findByText('Added 4 items to stock order Quick add.')).toBeVisible();
    expect(readQuickAddTarget(42)).toBe(40);
    expect(queryClient.getQueryState(stockOrderKeys.list)?.isInvalidated).toBe(true);
  });

  it('preselects the order last used, lets the user pick another, and adds there', async () => {
    rememberQuickAddTarget(42, 32);
    const server = serve();
    const { result } = renderQuickAdd();
    act(() => {
      result.current.add({ line: 'BRK', item: 'QC1234', quantity: 1 });
    });
    const dialog = await question();
    expect(within(dialog).getByText('1 item to add.')).toBeVisible();
    expect(within(dialog).getByRole('radio', { name: 'Filters' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('radio', { name: /Weekly/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));

    await waitFor(() =>
      expect(bodies(server)).toEqual([
        { id: 31, items: [{ line: 'BRK', item: 'QC1234', quantity: 1 }] },
      ]),
    );
    expect(await screen.findByText('Added 1 item to stock order Weekly.')).toBeVisible();
    expect(readQuickAddTarget(42)).toBe(31);
  });

  it('adds nothing when the question is cancelled', async () => {
    const server = serve();
    const { result } = renderQuickAdd();
    act(() => {
      result.current.add({ line: 'BRK', item: 'QC1234', quantity: 1 });
    });
    const dialog = await question();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo('POST', QUICK_ADD)).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('falls back to a new order when the chosen one is gone', async () => {
    rememberQuickAddTarget(42, 31);
    const server = installFakeServer()
      .on('GET', '/api/current/user', { body: makeUser() })
      .on('GET', '/api/stockorders/list', {
        body: { content: [WEEKLY], totalElements: 1, page: 0, size: 500 },
      })
      .on('POST', QUICK_ADD, (request) => {
        const body = JSON.parse(request.body ?? '{}') as { id?: number };
        return body.id === 31
          ? { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } }
          : { body: { id: 40, name: 'Quick add' } };
      });
    const { result } = renderQuickAdd();
    act(() => {
      result.current.add({ line: 'BRK', item: '1', quantity: 1 });
    });
    const dialog = await question();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(bodies(server).map((b) => b.id ?? b.name.slice(0, 9))).toEqual([31, 'Quick add']),
    );
    await waitFor(() => expect(readQuickAddTarget(42)).toBe(40));
  });

  it('asks, names a new order and says so in Spanish', async () => {
    await i18n.changeLanguage('es');
    const server = serve([]);
    const { result } = renderQuickAdd();
    act(() => {
      result.current.add({ line: 'BRK', item: '1', quantity: 1 });
    });
    const dialog = await screen.findByRole('dialog', {
      name: '¿A qué pedido de inventario agregar?',
    });
    expect(await within(dialog).findByText('1 artículo por agregar.')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar' }));
    await waitFor(() => expect(bodies(server)).toHaveLength(1));
    expect(bodies(server)[0].name).toMatch(/^Alta rápida /);
    expect(
      await screen.findByText('Se agregó 1 artículo al pedido de inventario Quick add.'),
    ).toBeVisible();
  });
});
