import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storage } from '@/lib/storage';
import { renderWithProviders } from '@/testing/render';
import { MobileAppBanner } from './mobile-app-banner';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

describe('mobile app banner', () => {
  it('shows on Android until dismissed, and stays dismissed', async () => {
    const first = renderWithProviders(<MobileAppBanner userAgent={ANDROID} />);
    const banner = screen.getByRole('complementary', { name: 'ProCounter mobile app' });
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(banner.isConnected).toBe(false);
    expect(storage.readValue('mobileBannerDismissed')).toBe(true);
    first.unmount();

    renderWithProviders(<MobileAppBanner userAgent={ANDROID} />);
    expect(screen.queryByRole('complementary', { name: 'ProCounter mobile app' })).toBeNull();
  });
});
