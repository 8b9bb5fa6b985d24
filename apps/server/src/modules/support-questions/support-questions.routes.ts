import { API } from '@procounter/shared/contracts/api-paths';
import {
  SupportQuestionAnswerSchema,
  SupportQuestionBodySchema,
} from '@procounter/shared/contracts/support-question';
import type { onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceDeps } from '../../lib/deps';
import { errorResponses } from '../../lib/route-schemas';
import { authenticate } from '../auth/auth.service';
import { submitSupportQuestion } from './support-questions.service';

export const supportQuestionsRoutes: FastifyPluginAsyncZod<{ deps: ServiceDeps }> = async (
  app,
  { deps },
) => {
  // The Help Center works without login, so this route is public; a caller who sends a token must
  // send a valid one (401 otherwise, before the body is read), so an expired session refreshes and
  // the question stays linked to its asker instead of silently arriving as a visitor's.
  const authenticateIfToken: onRequestHookHandler = async (request) => {
    if (request.headers.authorization === undefined) return;
    request.auth = await authenticate(deps, request.headers.authorization);
  };

  app.post(
    API.submitSupportQuestion,
    {
      config: {
        auth: 'public',
        rateLimit: { max: deps.config.supportQuestionRateLimitPerMinute, timeWindow: 60_000 },
      },
      onRequest: authenticateIfToken,
      schema: {
        tags: ['help'],
        summary: 'Send a question to customer support (the Help Center contact form)',
        description:
          'Open to visitors. With a valid bearer token the question is also linked to the user ' +
          'and their current shop; an invalid or expired token answers 401. Rate-limited per ' +
          'client address (SUPPORT_QUESTION_RATE_LIMIT_PER_MINUTE).',
        security: [{}, { bearerAuth: [] }],
        body: SupportQuestionBodySchema,
        response: { 201: SupportQuestionAnswerSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      // request.auth is only set by authenticateIfToken on this public route.
      const user = (request.auth as typeof request.auth | null)?.user ?? null;
      const answer = await submitSupportQuestion(deps, request.body, { user, ip: request.ip });
      return reply.status(201).send(answer);
    },
  );
};
