import { z } from 'zod';
import { INT4_MAX } from '../validation/limits';

export const ScheduleSchema = z.object({
  startDateTime: z.number().int(),
  endDateTime: z.number().int(),
});

/** A broadcast message; schedule times in epoch milliseconds. */
export const BroadcastMessageSchema = z.object({
  messageId: z.number().int(),
  description: z.string(),
  content: z.string(),
  linkUrl: z.string().nullable(),
  schedules: z.array(ScheduleSchema),
});
export type BroadcastMessage = z.infer<typeof BroadcastMessageSchema>;
export const BroadcastMessageListSchema = z.array(BroadcastMessageSchema);

export const MESSAGE_CATEGORIES = ['BROADCAST', 'PRODUCT'] as const;

export const MessageCategoryParamsSchema = z.strictObject({
  category: z.enum(MESSAGE_CATEGORIES),
});

export const MessageIdParamsSchema = z.strictObject({
  messageId: z.coerce.number().int().positive().max(INT4_MAX),
});
