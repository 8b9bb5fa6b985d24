import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { partTypeKeys, quoteKeys } from '@/lib/query-keys';
import { useRefetchNamedOnLanguageChange } from './use-refetch-named-on-language-change';

describe('useRefetchNamedOnLanguageChange', () => {
  it('makes answers that name part types stale when the language changes, and no others', async () => {
    const client = createQueryClient();
    const named = [
      ['catalog', 'partTypes', 'all'],
      ['search', 'partTypes', 'brake'],
      partTypeKeys.selected,
    ];
    for (const key of named) client.setQueryData(key, []);
    client.setQueryData(quoteKeys.mini, {});
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    renderHook(() => useRefetchNamedOnLanguageChange(), { wrapper });
    for (const key of named) expect(client.getQueryState(key)?.isInvalidated).toBe(false);

    await act(() => i18n.changeLanguage('es'));
    for (const key of named)
      expect(client.getQueryState(key)?.isInvalidated, String(key)).toBe(true);
    expect(client.getQueryState(quoteKeys.mini)?.isInvalidated).toBe(false);
  });
});
