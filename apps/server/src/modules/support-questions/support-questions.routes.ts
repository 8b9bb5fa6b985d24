import { API } from '@procounter/shared/contracts/api-paths';
import {
  SetSupportQuestionStatusBodySchema,
  SupportQuestionAnswerSchema,
  SupportQuestionBodySchema,
  SupportQuestionIdParamsSchema,
  SupportQuestionListQuerySchema,
  SupportQuestionListSchema,
  SupportQuestionSchema,
} from '@procounter/shared/contracts/support-question';
import { userCanAnswerSupportQuestions } from '@procounter/shared/domain/roles';
import type { onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceDeps } from '../../lib/deps';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas';
import { authenticate } from '../auth/auth.service';
import {
  listSupportQuestions,
  setSupportQuestionStatus,
  submitSupportQuestion,
} from './support-questions.service';

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

  // The support inbox: access token (the default of every /api route) and the capability.
  const inbox = {
    tags: ['support inbox'],
    security: bearerSecurity,
  };

  app.get(
    API.supportQuestions,
    {
      config: { capability: userCanAnswerSupportQuestions },
      schema: {
        ...inbox,
        summary: 'Questions sent from the Help Center, newest first (support-access roles)',
        description:
          'status (NEW or ANSWERED) filters; page from 0, size default 50 and at most 200; ' +
          'total counts every question of the filter.',
        querystring: SupportQuestionListQuerySchema,
        response: { 200: SupportQuestionListSchema, ...errorResponses },
      },
    },
    async (request) => listSupportQuestions(deps, request.query),
  );

  app.put(
    API.supportQuestionStatus(':id'),
    {
      config: { capability: userCanAnswerSupportQuestions },
      schema: {
        ...inbox,
        summary: "Sets a question's status (NEW or ANSWERED) and answers the question",
        description: '404 for an unknown id.',
        params: SupportQuestionIdParamsSchema,
        body: SetSupportQuestionStatusBodySchema,
        response: { 200: SupportQuestionSchema, ...errorResponses },
      },
    },
    async (request) => setSupportQuestionStatus(deps, request.params.id, request.body.status),
  );
};
