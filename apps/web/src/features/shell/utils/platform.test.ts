import { describe, expect, it } from 'vitest';
import { shouldOfferMobileApp } from './platform';

const UA = {
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  iphoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0 Mobile/15E148 Safari/604.1',
  iphoneInApp:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  desktop:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0 Mobile/15E148 Safari/604.1',
};

describe('mobile app banner platforms', () => {
  it('offers the app on Android and on iPhone outside Safari', () => {
    expect(shouldOfferMobileApp(UA.android)).toBe(true);
    expect(shouldOfferMobileApp(UA.iphoneChrome)).toBe(true);
    expect(shouldOfferMobileApp(UA.iphoneInApp)).toBe(true);
  });

  it('does not offer it in iPhone Safari, on desktops or on iPads', () => {
    expect(shouldOfferMobileApp(UA.iphoneSafari)).toBe(false);
    expect(shouldOfferMobileApp(UA.desktop)).toBe(false);
    expect(shouldOfferMobileApp(UA.ipad)).toBe(false);
  });
});
