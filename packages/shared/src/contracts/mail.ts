import { z } from 'zod';
import { MAIL_OUTBOX_PAGING } from '../validation/limits';

// The mail outbox as support reads it (GET /api/support/outbox, issue 24): every message the
// portal wrote, newest first, with where its delivery stands. Without SMTP (the embedded default)
// nothing is delivered and this is where a reset link can be read.

export const MAIL_STATES = ['WAITING', 'SENT', 'FAILED'] as const;
export type MailState = (typeof MAIL_STATES)[number];

/** Messages per page of the Outbox page. */
export const MAIL_OUTBOX_PAGE_SIZE = 25;

export const MailOutboxQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(0).max(MAIL_OUTBOX_PAGING.maxPage).default(0),
  size: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAIL_OUTBOX_PAGING.maxSize)
    .default(MAIL_OUTBOX_PAGE_SIZE),
});
export type MailOutboxQuery = z.input<typeof MailOutboxQuerySchema>;

export const MailMessageSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  toAddress: z.string(),
  language: z.enum(['en', 'es']),
  subject: z.string(),
  textBody: z.string(),
  createdAt: z.iso.datetime(),
  state: z.enum(MAIL_STATES),
  attempts: z.number().int(),
  /** The last delivery error, when one failed. */
  lastError: z.string().nullable(),
  sentAt: z.iso.datetime().nullable(),
});
export type MailMessage = z.infer<typeof MailMessageSchema>;

export const MailOutboxPageSchema = z.object({
  messages: z.array(MailMessageSchema),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  /** Whether the server delivers mail (SMTP_URL set); if not, messages wait here. */
  delivering: z.boolean(),
});
export type MailOutboxPage = z.infer<typeof MailOutboxPageSchema>;
