import { API } from '@procounter/shared/contracts/api-paths';
import { MailOutboxPageSchema, MailOutboxQuerySchema } from '@procounter/shared/contracts/mail';
import { userCanAnswerSupportQuestions } from '@procounter/shared/domain/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceDeps } from '../../lib/deps';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas';
import { listOutbox } from './mail.service';

export const mailRoutes: FastifyPluginAsyncZod<{ deps: ServiceDeps }> = async (app, { deps }) => {
  app.get(
    API.supportOutbox,
    {
      config: { capability: userCanAnswerSupportQuestions },
      schema: {
        tags: ['support'],
        summary: 'The mail outbox, newest first (support users)',
        description:
          'Every message the portal wrote (password reset links, ...) with its delivery state: ' +
          'WAITING (not sent yet, or to be tried again), SENT, FAILED (given up after 8 ' +
          'attempts). delivering is false when the server has no SMTP_URL: then messages wait ' +
          'here for support to read.',
        security: bearerSecurity,
        querystring: MailOutboxQuerySchema,
        response: { 200: MailOutboxPageSchema, ...errorResponses },
      },
    },
    async (request) => listOutbox(deps, request.query),
  );
};
