import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { resetToasts } from '@/lib/toasts';
import { Providers } from './providers';

afterEach(async () => {
  resetToasts();
  await i18n.changeLanguage('en');
});

describe('the providers', () => {
  it("name the notifications' close buttons in the user's language", async () => {
    render(
      <Providers queryClient={createQueryClient()} i18n={i18n} env="test">
        <p>page</p>
      </Providers>,
    );
    act(() => {
      notifications.show({ message: 'Saved.' });
    });
    expect(await screen.findByRole('button', { name: 'Close' })).toBeVisible();
    await act(() => i18n.changeLanguage('es'));
    expect(await screen.findByRole('button', { name: 'Cerrar' })).toBeVisible();
  });
});
