import {
  BroadcastMessageListSchema,
  MessageCategoryParamsSchema,
  MessageIdParamsSchema,
} from '@procounter/shared/contracts/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceDeps } from '../../lib/deps';
import { bearerSecurity, errorResponses, NoContentSchema } from '../../lib/route-schemas';
import { dismissMessage, listCurrentMessages, listScheduledMessages } from './messages.service';

export const messagesRoutes: FastifyPluginAsyncZod<{ deps: ServiceDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/message/get/current/:category',
    {
      schema: {
        tags: ['messages'],
        summary: 'Messages of a category shown now and not dismissed by the user',
        security: bearerSecurity,
        params: MessageCategoryParamsSchema,
        response: { 200: BroadcastMessageListSchema, ...errorResponses },
      },
    },
    async (request) => listCurrentMessages(deps, request.params.category, request.auth.user.id),
  );

  app.get(
    '/message/get/category/:category',
    {
      schema: {
        tags: ['messages'],
        summary: 'Messages of a category inside a schedule window now, dismissed or not',
        description:
          'The products page shows the PRODUCT messages above its results on every lookup, so a ' +
          'dismissal (which hides a broadcast banner) does not hide them here.',
        security: bearerSecurity,
        params: MessageCategoryParamsSchema,
        response: { 200: BroadcastMessageListSchema, ...errorResponses },
      },
    },
    async (request) => listScheduledMessages(deps, request.params.category),
  );

  app.get(
    '/message/dismiss/:messageId',
    {
      schema: {
        tags: ['messages'],
        summary: 'Dismiss a message for the user',
        security: bearerSecurity,
        params: MessageIdParamsSchema,
        response: { 204: NoContentSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await dismissMessage(deps, request.auth.user.id, request.params.messageId);
      return reply.status(204).send(null);
    },
  );
};
