import { z } from 'zod';
import { multiLineText } from '../validation/free-text';
import { INT4_MAX } from '../validation/limits';

// Live chat with support (issue 24 part 4): a shop user opens a chat, support users take it from
// the queue on /support and answer. Messages are sent by POST (acknowledged with their server id;
// a resend with the same clientId answers the same message) and arrive live over the chat socket
// (GET /api/chat/live); after a reconnect the client asks for the messages after its last seen id.

export const CHAT_MESSAGE_MAX_LENGTH = 2000;
/** Messages per page of a conversation. */
export const CHAT_MESSAGES_PAGE_SIZE = 200;

export const CHAT_STATUSES = ['WAITING', 'ACTIVE', 'CLOSED'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

const sessionId = z.coerce.number().int().positive().max(INT4_MAX);
/** Message ids are bigint in the database; JavaScript numbers hold them exactly up to 2^53. */
const messageId = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

export const ChatSessionParamsSchema = z.strictObject({ sessionId });
export type ChatSessionParams = z.infer<typeof ChatSessionParamsSchema>;

/** Whether a chat can be answered now: within support hours and with a support user online. */
export const ChatAvailabilitySchema = z.object({
  withinHours: z.boolean(),
  supportOnline: z.boolean(),
  available: z.boolean(),
});
export type ChatAvailability = z.infer<typeof ChatAvailabilitySchema>;

/** Who is writing, read by the server when the chat starts, so support need not ask. */
export const ChatContextSchema = z.object({
  userId: z.number().int(),
  userName: z.string(),
  loginName: z.string(),
  shopId: z.number().int(),
  shopName: z.string(),
  accountNumber: z.string().nullable(),
  /** The current vehicle's description (year make model ...), null without one. */
  vehicle: z.string().nullable(),
  vin: z.string().nullable(),
  /** The current quote's number (worksheet id), null without one. */
  quoteNumber: z.number().int().nullable(),
});
export type ChatContext = z.infer<typeof ChatContextSchema>;

export const ChatMessageSchema = z.object({
  id: z.number().int(),
  sessionId: z.number().int(),
  clientId: z.uuid(),
  fromSupport: z.boolean(),
  authorName: z.string(),
  body: z.string(),
  createdAt: z.iso.datetime(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const ChatSessionSchema = z.object({
  id: z.number().int(),
  status: z.enum(CHAT_STATUSES),
  context: ChatContextSchema,
  supportUserName: z.string().nullable(),
  createdAt: z.iso.datetime(),
  takenAt: z.iso.datetime().nullable(),
  closedAt: z.iso.datetime().nullable(),
  /** The last message id each side has read (0: none). */
  userReadMessageId: z.number().int(),
  supportReadMessageId: z.number().int(),
  lastMessageId: z.number().int(),
  /** The first message's text, for lists. */
  preview: z.string().nullable(),
});
export type ChatSession = z.infer<typeof ChatSessionSchema>;

export const ChatSessionListSchema = z.object({ sessions: z.array(ChatSessionSchema) });
export type ChatSessionList = z.infer<typeof ChatSessionListSchema>;

/** GET /api/support/chats takes no parameters (an unknown one is refused). */
export const SupportChatsQuerySchema = z.strictObject({});

/** The support queue: chats waiting for someone, the caller's open ones, the latest finished. */
export const ChatQueueSchema = z.object({
  waiting: z.array(ChatSessionSchema),
  active: z.array(ChatSessionSchema),
  closed: z.array(ChatSessionSchema),
});
export type ChatQueue = z.infer<typeof ChatQueueSchema>;

/** GET /api/chat/sessions/{id}/messages?after: the messages after a seen id, oldest first. */
export const ChatMessagesQuerySchema = z.strictObject({ after: messageId.default(0) });
export type ChatMessagesQuery = z.infer<typeof ChatMessagesQuerySchema>;

export const ChatMessagesSchema = z.object({
  session: ChatSessionSchema,
  messages: z.array(ChatMessageSchema),
  /** More messages follow the page's last one: ask again with its id. */
  more: z.boolean(),
});
export type ChatMessages = z.infer<typeof ChatMessagesSchema>;

const body = multiLineText()
  .transform((s) => s.trim())
  .pipe(z.string().min(1).max(CHAT_MESSAGE_MAX_LENGTH));

/** POST /api/chat/sessions: opens a chat (or answers the caller's open one) with its first message. */
export const StartChatBodySchema = z.strictObject({ clientId: z.uuid(), body });
export type StartChatBody = z.input<typeof StartChatBodySchema>;

/** POST /api/chat/sessions/{id}/messages: idempotent on clientId within the chat. */
export const SendChatMessageBodySchema = z.strictObject({ clientId: z.uuid(), body });
export type SendChatMessageBody = z.input<typeof SendChatMessageBodySchema>;

/** POST /api/chat/sessions/{id}/read: the caller's side has read up to this message. */
export const ChatReadBodySchema = z.strictObject({ messageId: messageId });
export type ChatReadBody = z.infer<typeof ChatReadBodySchema>;

/** What the chat socket (GET /api/chat/live) pushes; the client's first frame is ChatSocketAuth. */
export type ChatEvent =
  | { type: 'ready' }
  | { type: 'message'; message: ChatMessage }
  | { type: 'typing'; sessionId: number; fromSupport: boolean }
  | { type: 'read'; sessionId: number; fromSupport: boolean; messageId: number }
  | { type: 'session'; session: ChatSession }
  | { type: 'queue' };

export const ChatSocketAuthSchema = z.strictObject({
  type: z.literal('auth'),
  token: z.string().min(1).max(4096),
});
export type ChatSocketAuth = z.infer<typeof ChatSocketAuthSchema>;
