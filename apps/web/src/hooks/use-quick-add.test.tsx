import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { stockOrderKeys } from '@/lib/query-keys';
import { readQuickAddTarget, rememberQuickAddTarget } from '@/lib/quick-add-batch';
import { beginSession } from '@/lib/session';
import { type FakeServer, installFakeServer } from '@/testing/fake-fetch';
import { makeTokens } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { useQuickAdd } from './use-quick-add';

const QUICK_ADD = '/api/stockorders/createStockOrder';

function serve(): FakeServer {
  return installFakeServer().on('POST', QUICK_ADD, (request) => {
    const body = JSON.parse(request.body ?? '{}') as { id?: number };
    return { body: { id: body.id ?? 31, name: body.id ? 'Weekly' : 'Quick add' } };
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
  const { queryClient } = renderWithProviders(<Probe />);
  return { result, queryClient };
}

const bodies = (server: FakeServer) =>
  server.callsTo('POST', QUICK_ADD).map((r) => JSON.parse(r.body ?? '{}'));

describe('useQuickAdd', () => {
  beforeEach(() => {
    beginSession(makeTokens());
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends three clicks within 200 ms as one request, merged, and a later click as another', async () => {
    const server = serve();
    const { result, queryClient } = renderQuickAdd();
    queryClient.setQueryData(stockOrderKeys.list, { content: [] });

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
    expect(server.callsTo('POST', QUICK_ADD)).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(40);

    expect(bodies(server)).toEqual([
      {
        name: expect.stringMatching(/^Quick add /),
        items: [
          { line: 'BRK', item: 'QC1234', desc: 'Pads', quantity: 2 },
          { line: 'ENG', item: '77', quantity: 2 },
        ],
      },
    ]);
    expect(readQuickAddTarget()).toBe(31);
    expect(queryClient.getQueryState(stockOrderKeys.list)?.isInvalidated).toBe(true);

    await vi.advanceTimersByTimeAsync(300);
    act(() => {
      result.current.add({ line: 'BRK', item: 'QC1234', quantity: 1 });
    });
    await vi.advanceTimersByTimeAsync(200);
    // The second batch goes to the order the first one made.
    expect(bodies(server)).toHaveLength(2);
    expect(bodies(server)[1]).toEqual({
      id: 31,
      items: [{ line: 'BRK', item: 'QC1234', quantity: 1 }],
    });

    vi.useRealTimers();
    expect(await screen.findByText('Added 4 items to stock order Quick add.')).toBeVisible();
    expect(await screen.findByText('Added 1 item to stock order Weekly.')).toBeVisible();
  });

  it('falls back to a new order when the last used one is gone', async () => {
    rememberQuickAddTarget(99);
    const server = installFakeServer().on('POST', QUICK_ADD, (request) => {
      const body = JSON.parse(request.body ?? '{}') as { id?: number };
      return body.id === 99
        ? { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } }
        : { body: { id: 40, name: 'Quick add' } };
    });
    const { result } = renderQuickAdd();
    act(() => {
      result.current.add({ line: 'BRK', item: '1', quantity: 1 });
    });
    await vi.advanceTimersByTimeAsync(200);
    expect(bodies(server).map((b) => b.id ?? b.name.slice(0, 9))).toEqual([99, 'Quick add']);
    expect(readQuickAddTarget()).toBe(40);
  });

  it('names a new order in Spanish and says so in Spanish', async () => {
    await i18n.changeLanguage('es');
    const server = serve();
    const { result } = renderQuickAdd();
    act(() => {
      result.current.add({ line: 'BRK', item: '1', quantity: 1 });
    });
    await vi.advanceTimersByTimeAsync(200);
    expect(bodies(server)[0].name).toMatch(/^Alta rápida /);
    vi.useRealTimers();
    expect(
      await screen.findByText('Se agregó 1 artículo al pedido de inventario Quick add.'),
    ).toBeVisible();
  });
});
