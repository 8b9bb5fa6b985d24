import type { FastifyRequest } from 'fastify';
import { AppError, validationFailed } from './app-error';

// The one file of an upload route (multipart/form-data, field `file`; @fastify/multipart
// registered in the route's own scope with its size limit): the stock order CSV, the customer
// import.

/**
 * A body that is not valid multipart (cut off before its closing boundary, say) is the caller's
 * mistake: busboy reports it as a plain Error, which would answer 500. The plugin's own errors
 * (limits: 413) and ours keep their status.
 */
function asUploadError(error: unknown): unknown {
  const status = (error as { statusCode?: unknown }).statusCode;
  if (error instanceof AppError || (typeof status === 'number' && status < 500)) return error;
  return validationFailed([
    { path: 'file', message: 'The upload is not a complete multipart/form-data body' },
  ]);
}

/**
 * The bytes of the request's file in the field `file`: 415 unless the request is multipart, 400
 * without that field (or a broken body), 413 past the scope's size limit.
 */
export async function readUploadedFile(request: FastifyRequest, what = 'the CSV file') {
  if (!request.isMultipart()) {
    throw new AppError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      `Send ${what} as multipart/form-data in the field "file"`,
    );
  }
  try {
    const file = await request.file();
    if (file?.fieldname !== 'file') {
      throw validationFailed([{ path: 'file', message: `Attach ${what} as "file"` }]);
    }
    // toBuffer() answers 413 once the file passes the size limit.
    return await file.toBuffer();
  } catch (error) {
    throw asUploadError(error);
  }
}

/** A file sent with an upload: the name the browser gave and its bytes. */
export interface UploadedFile {
  fileName: string;
  bytes: Buffer;
}

/**
 * The text fields and the one file (field `file`) of a multipart body: 415 unless multipart, 400
 * without the file, with a second one or with a broken body, 413 past the scope's limits.
 */
export async function readUploadWithFields(request: FastifyRequest, what = 'the file') {
  if (!request.isMultipart()) {
    throw new AppError(
      415,
      'UNSUPPORTED_MEDIA_TYPE',
      `Send ${what} as multipart/form-data in the field "file"`,
    );
  }
  const fields: Record<string, string> = {};
  let file: UploadedFile | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          throw validationFailed([{ path: 'file', message: `Attach ${what} as one "file"` }]);
        }
        file = { fileName: part.filename, bytes: await part.toBuffer() };
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    throw asUploadError(error);
  }
  if (!file) throw validationFailed([{ path: 'file', message: `Attach ${what} as "file"` }]);
  return { fields, file };
}
