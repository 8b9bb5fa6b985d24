import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** An answer that does not change between catalog loads or releases, with the entity tag that names it. */
export interface TaggedAnswer<T> {
  body: T;
  /** A weak entity tag (W/"..."): the same answer compressed or not is the same entity. */
  etag: string;
}

/** The entity tag of an answer: a hash of its JSON. */
export function entityTagOf(body: unknown): string {
  return `W/"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 22)}"`;
}

/**
 * How long a browser keeps an answer that changes only with a catalog load or a release (years,
 * states, constants) before it asks again, with its entity tag, and gets 304 when nothing changed.
 * `private`: the answers are behind a token, so no shared cache keeps them.
 */
export const UNCHANGING_CACHE_CONTROL = 'private, max-age=3600';

/** Whether an If-None-Match header names the entity tag (weak comparison, RFC 9110 13.1.2). */
export function matchesEntityTag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

/**
 * Answers an unchanging answer with its Cache-Control and ETag: 304 without a body when the
 * browser already holds it (If-None-Match), else the body.
 */
export function sendTagged<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: { body: T; etag: string },
): T | FastifyReply {
  reply.header('cache-control', UNCHANGING_CACHE_CONTROL).header('etag', answer.etag);
  if (matchesEntityTag(request.headers['if-none-match'], answer.etag)) {
    return reply.code(304).send();
  }
  return answer.body;
}
