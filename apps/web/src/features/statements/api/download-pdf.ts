import { API_PREFIX } from '@procounter/shared/contracts/api-paths';
import { refreshTokens } from '@/lib/api-client';
import { getSession } from '@/lib/session';

/**
 * Downloads a statement's or an invoice's PDF: the call takes the access token like every call (the
 * API client reads JSON and text, so the bytes are read here), in the page's language, and the
 * browser saves it under `fileName`.
 */
export async function downloadPdf(path: string, fileName: string, language: string): Promise<void> {
  const url = `${API_PREFIX}${path}?language=${encodeURIComponent(language)}`;
  const send = () =>
    fetch(url, { headers: { Authorization: `Bearer ${getSession().auth?.access_token ?? ''}` } });
  let response = await send();
  if (response.status === 401 && (await refreshTokens())) response = await send();
  if (!response.ok) throw new Error(`The PDF answered ${response.status}`);
  const blob = await response.blob();
  const objectUrl = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the bytes to the browser's download.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
  }
}
