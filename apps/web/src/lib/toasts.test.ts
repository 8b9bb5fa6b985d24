import { notificationsStore } from '@mantine/notifications';
import { describe, expect, it } from 'vitest';
import { showErrorToast } from './toasts';

const shown = () => notificationsStore.getState().notifications;

describe('error toasts', () => {
  it('last 5000 ms and are not shown twice while visible', () => {
    expect(showErrorToast('Error changing the shop, please try again later.')).toBe(true);
    expect(showErrorToast('Error changing the shop, please try again later.')).toBe(false);
    expect(shown()).toHaveLength(1);
    expect(shown()[0]?.autoClose).toBe(5000);
    expect(showErrorToast('Error getting quote data.')).toBe(true);
    expect(shown()).toHaveLength(2);
  });

  it('can stay until closed (the no-dealer-control error)', () => {
    showErrorToast('There is a problem with your access', { autoClose: false });
    expect(shown()[0]?.autoClose).toBe(false);
  });
});
