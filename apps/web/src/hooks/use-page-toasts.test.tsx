import { notifications, notificationsStore } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NEXT_PAGE_TOAST, resetToasts, showErrorToast } from '@/lib/toasts';
import { renderWithProviders } from '@/testing/render';
import { usePageToasts } from './use-page-toasts';

function Page() {
  usePageToasts();
  return <p>page</p>;
}

const shownMessages = () =>
  notificationsStore.getState().notifications.map((toast) => String(toast.message));

describe('usePageToasts', () => {
  afterEach(() => resetToasts());

  it('closes the toasts of a page the user leaves, but not the session-wide one', async () => {
    const { router } = renderWithProviders(<Page />, { path: '/catalog/browse' });
    await screen.findByText('page');
    act(() => {
      showErrorToast('Error adding to the quote.');
      showErrorToast('There is a problem with your access', { autoClose: false });
    });
    expect(shownMessages()).toEqual([
      'Error adding to the quote.',
      'There is a problem with your access',
    ]);

    await act(() => router.navigate('/stockorder'));

    expect(shownMessages()).toEqual(['There is a problem with your access']);
  });

  it('keeps the toast through a redirect (a replace) of the same action', async () => {
    const { router } = renderWithProviders(<Page />, { path: '/' });
    await screen.findByText('page');
    act(() => {
      showErrorToast('Your session has expired.');
    });

    await act(() => router.navigate('/home', { replace: true }));

    expect(shownMessages()).toEqual(['Your session has expired.']);
  });

  it('keeps the toast of an action that ends on another page (saved, back on the list)', async () => {
    const { router } = renderWithProviders(<Page />, { path: '/support/help-content/new' });
    await screen.findByText('page');
    act(() => {
      showErrorToast('Error adding to the quote.');
      notifications.show({ id: `${NEXT_PAGE_TOAST}saved`, message: '“Wipers” is saved.' });
    });

    await act(() => router.navigate('/support/help-content'));

    expect(shownMessages()).toEqual(['“Wipers” is saved.']);
  });
});
