import type { FastifyReply } from 'fastify';

// Files a shop uploads and we keep (claim files, vehicle documents; DESIGN.md 6b): their type is
// read from their bytes, never from their name or the browser's word, and they are sent back so a
// browser never renders them as a page of ours.

/** The media type of a file by its bytes, when it is one of `allowed`; null otherwise. */
export async function mediaTypeFromBytes<T extends string>(
  bytes: Buffer,
  allowed: readonly T[],
): Promise<T | null> {
  if (bytes.length === 0) return null;
  // file-type loads with the first file received, not at the start.
  const { fileTypeFromBuffer } = await import('file-type');
  const mime = (await fileTypeFromBuffer(bytes))?.mime as T | undefined;
  return mime !== undefined && allowed.includes(mime) ? mime : null;
}

/** A file name as stored: no path, no control characters or quotes, at most `max` characters. */
export function cleanFileName(name: string, max: number): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return (clean === '' ? 'file' : clean).slice(0, max);
}

/** A stored file's answer: its bytes, its stored type, never cached, never sniffed. */
export function sendStoredFile(
  reply: FastifyReply,
  file: { fileName: string; mediaType: string; bytes: Buffer },
  disposition: 'inline' | 'attachment',
) {
  const ascii = file.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .header('content-type', file.mediaType)
    .header(
      'content-disposition',
      `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    )
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.bytes);
}
