import {
  ChatAvailabilitySchema,
  ChatMessageSchema,
  ChatMessagesQuerySchema,
  ChatMessagesSchema,
  ChatQueueSchema,
  ChatReadBodySchema,
  ChatSessionListSchema,
  ChatSessionParamsSchema,
  ChatSessionSchema,
  SendChatMessageBodySchema,
  StartChatBodySchema,
  SupportChatsQuerySchema,
} from '@procounter/shared/contracts/chat';
import { CHAT_API } from '@procounter/shared/contracts/chat-paths';
import { userCanAccessSupport } from '@procounter/shared/domain/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { bearerSecurity, errorResponses, NoContentSchema } from '../../lib/route-schemas';
import type { ChatHub } from './chat.live';
import {
  type ChatDeps,
  closeChat,
  getChatAvailability,
  getChatMessages,
  getChatQueue,
  listMyChats,
  markChatRead,
  sendChatMessage,
  signalTyping,
  startChat,
  takeChat,
} from './chat.service';

const SCOPE =
  "A shop user reaches only their own chats (anyone else's answers 404); support users reach every chat.";

/** Live chat with support (issue 24 part 4); README.md has the rules. */
export const chatRoutes: FastifyPluginAsyncZod<{ deps: ChatDeps; hub: ChatHub }> = async (
  app,
  { deps, hub },
) => {
  const common = { tags: ['chat'], security: bearerSecurity };
  const support = { capability: userCanAccessSupport };

  app.get(
    CHAT_API.availability,
    {
      schema: {
        ...common,
        summary: 'Whether a chat can start now: support hours (Central) and a support user online',
        response: { 200: ChatAvailabilitySchema, ...errorResponses },
      },
    },
    async () => getChatAvailability(deps),
  );

  app.get(
    CHAT_API.sessions,
    {
      schema: {
        ...common,
        summary: "The caller's chats with support, newest first (the history)",
        response: { 200: ChatSessionListSchema, ...errorResponses },
      },
    },
    async (request) => listMyChats(deps, request.auth.user),
  );

  app.post(
    CHAT_API.sessions,
    {
      schema: {
        ...common,
        summary: "Opens a chat with its first message, or adds it to the caller's open chat",
        description:
          'The chat records who is writing (user, current shop, current vehicle and quote). A new ' +
          'chat outside support hours or with no support user online answers 422 CHAT_UNAVAILABLE.',
        body: StartChatBodySchema,
        response: { 200: ChatMessagesSchema, ...errorResponses },
      },
    },
    async (request) => startChat(deps, request.auth.user, request.body),
  );

  app.get(
    CHAT_API.messages(':sessionId'),
    {
      schema: {
        ...common,
        summary: 'A chat and its messages after a seen id (oldest first, a page at a time)',
        description: SCOPE,
        params: ChatSessionParamsSchema,
        querystring: ChatMessagesQuerySchema,
        response: { 200: ChatMessagesSchema, ...errorResponses },
      },
    },
    async (request) =>
      getChatMessages(deps, request.auth.user, request.params.sessionId, request.query.after),
  );

  app.post(
    CHAT_API.messages(':sessionId'),
    {
      schema: {
        ...common,
        summary: 'Sends a message; a resend with the same clientId answers the stored one',
        description: `${SCOPE} A support user's message to a waiting chat takes it.`,
        params: ChatSessionParamsSchema,
        body: SendChatMessageBodySchema,
        response: { 200: ChatMessageSchema, ...errorResponses },
      },
    },
    async (request) =>
      sendChatMessage(deps, request.auth.user, request.params.sessionId, request.body),
  );

  app.post(
    CHAT_API.read(':sessionId'),
    {
      schema: {
        ...common,
        summary: "The caller's side has read the chat up to a message",
        description: SCOPE,
        params: ChatSessionParamsSchema,
        body: ChatReadBodySchema,
        response: { 204: NoContentSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await markChatRead(deps, request.auth.user, request.params.sessionId, request.body.messageId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    CHAT_API.typing(':sessionId'),
    {
      schema: {
        ...common,
        summary: 'Tells the other side the caller is typing (nothing is stored)',
        description: SCOPE,
        params: ChatSessionParamsSchema,
        response: { 204: NoContentSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await signalTyping(deps, request.auth.user, request.params.sessionId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    CHAT_API.close(':sessionId'),
    {
      schema: {
        ...common,
        summary: 'Ends the chat (either side); its history stays readable',
        description: SCOPE,
        params: ChatSessionParamsSchema,
        response: { 200: ChatSessionSchema, ...errorResponses },
      },
    },
    async (request) => closeChat(deps, request.auth.user, request.params.sessionId),
  );

  app.get(
    CHAT_API.supportChats,
    {
      config: support,
      schema: {
        ...common,
        summary: 'Support: chats waiting (oldest first), active and the latest finished',
        querystring: SupportChatsQuerySchema,
        response: { 200: ChatQueueSchema, ...errorResponses },
      },
    },
    async () => getChatQueue(deps),
  );

  app.post(
    CHAT_API.supportTake(':sessionId'),
    {
      config: support,
      schema: {
        ...common,
        summary: 'Support: takes a waiting chat (409 CHAT_TAKEN when another support user has it)',
        params: ChatSessionParamsSchema,
        response: { 200: ChatSessionSchema, ...errorResponses },
      },
    },
    async (request) => takeChat(deps, request.auth.user, request.params.sessionId),
  );

  // The live channel. Public at the HTTP level because a browser cannot put a bearer token on a
  // WebSocket: the socket's first frame carries it (chat.live.ts), and nothing is sent before. A
  // plain GET (no upgrade) answers 426.
  app.route({
    method: 'GET',
    url: CHAT_API.live,
    config: { auth: 'public' },
    schema: {
      tags: ['chat'],
      summary:
        'WebSocket of chat events; the first frame is {"type":"auth","token":"<access token>"}',
      response: { 426: errorResponses[400], ...errorResponses },
    },
    handler: async () => {
      throw new AppError(426, 'UPGRADE_REQUIRED', 'This address takes a WebSocket connection');
    },
    wsHandler: (socket) => hub.accept(socket),
  });
};
