import type { TFunction } from 'i18next';

/** A file's size as people read it: 830 B, 12.4 KB, 3.1 MB. */
export function formatSize(t: TFunction, bytes: number, language: string): string {
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  if (bytes < 1024) return t('vehicleDocuments:size.bytes', { value: bytes });
  if (bytes < 1024 * 1024) {
    return t('vehicleDocuments:size.kb', { value: number.format(bytes / 1024) });
  }
  return t('vehicleDocuments:size.mb', { value: number.format(bytes / (1024 * 1024)) });
}
