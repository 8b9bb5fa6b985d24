import { API_PREFIX } from '@procounter/shared/contracts/api-paths';
import { refreshTokens } from './api-client';
import { getSession } from './session';

/**
 * A stored file of the API (a claim's photo, a vehicle document) as a Blob. Files are served to
 * their shop only, so they take the access token like every call; the API client reads JSON and
 * text, so the bytes are read here.
 */
export async function fetchFile(path: string, signal?: AbortSignal): Promise<Blob> {
  const send = () =>
    fetch(`${API_PREFIX}${path}`, {
      headers: { Authorization: `Bearer ${getSession().auth?.access_token ?? ''}` },
      signal,
    });
  let response = await send();
  if (response.status === 401 && (await refreshTokens())) response = await send();
  if (!response.ok) throw new Error(`The file answered ${response.status}`);
  return response.blob();
}

/** Saves a Blob under a name, as a download (never opened in the page). */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click's task is over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
