/**
 * The mobile app banner shows on Android, or on an iPhone in a browser other than Safari
 * (R-SHELL-5). Chrome, Firefox, Edge and Opera on iOS carry their own tokens; in-app
 * browsers lack the Safari token altogether.
 */
export function shouldOfferMobileApp(userAgent: string): boolean {
  if (/Android/i.test(userAgent)) return true;
  if (!/iPhone/i.test(userAgent)) return false;
  const isOtherBrowser = /CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|GSA\//.test(userAgent);
  return isOtherBrowser || !/Safari/.test(userAgent);
}
