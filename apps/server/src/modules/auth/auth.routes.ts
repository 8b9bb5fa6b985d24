import { API } from '@procounter/shared/contracts/api-paths';
import {
  AcceptTermsBodySchema,
  AuthTokensSchema,
  ForgotPasswordBodySchema,
  LoginBodySchema,
  ResetPasswordBodySchema,
  SecurityChangeBodySchema,
} from '@procounter/shared/contracts/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceDeps } from '../../lib/deps';
import { bearerSecurity, errorResponses, NoContentSchema } from '../../lib/route-schemas';
import { acceptTerms } from '../users/users.service';
import { changePassword, login, logout, refresh } from './auth.service';
import { requestPasswordReset, resetPassword } from './password-recovery.service';

export const authRoutes: FastifyPluginAsyncZod<{ deps: ServiceDeps }> = async (app, { deps }) => {
  app.post(
    API.login,
    {
      config: {
        auth: 'public',
        rateLimit: { max: deps.config.loginRateLimitPerMinute, timeWindow: 60_000 },
      },
      schema: {
        tags: ['auth'],
        summary: 'Log in with a login name and password',
        body: LoginBodySchema,
        response: { 200: AuthTokensSchema, ...errorResponses },
      },
    },
    async (request) => login(deps, request.body, request.ip),
  );

  // Work a "Forgot password?" answer left running; the server waits for it when it closes.
  const resetRequests = new Set<Promise<unknown>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...resetRequests]);
  });
  const resetLimit = {
    auth: 'public' as const,
    rateLimit: { max: deps.config.passwordResetRateLimitPerMinute, timeWindow: 60_000 },
  };

  app.post(
    API.forgotPassword,
    {
      config: resetLimit,
      schema: {
        tags: ['auth'],
        summary:
          '"Forgot password?": mail a reset link to the account a login name or e-mail names',
        description:
          'Answers 202 (body null) at once, whether or not an account matches (no enumeration, ' +
          'by answer or by time): the work runs after the answer. Each active account with an ' +
          'e-mail address that the login name or address (case ignored) names gets a single-use ' +
          'link valid 30 minutes (3 an hour at most), in its language, through the mail outbox. ' +
          'Rate limited per client address (PASSWORD_RESET_RATE_LIMIT_PER_MINUTE).',
        body: ForgotPasswordBodySchema,
        response: { 202: NoContentSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const work = requestPasswordReset(deps, request.body, request.ip).catch((err: unknown) =>
        request.log.error({ err }, 'password reset request failed'),
      );
      resetRequests.add(work);
      void work.finally(() => resetRequests.delete(work));
      return reply.status(202).send(null);
    },
  );

  app.post(
    API.resetPassword,
    {
      config: resetLimit,
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the token of a mailed reset link',
        description:
          'The password rules apply (400 with the rule broken). An unknown, used or expired ' +
          "link, or a user no longer active, answers 400 LOGIN_TEMP_PASSWORD_EXPIRED (the spec's " +
          'message). The link works once; every login of the user ends.',
        body: ResetPasswordBodySchema,
        response: { 204: NoContentSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await resetPassword(deps, request.body);
      return reply.status(204).send(null);
    },
  );

  app.get(
    API.refresh,
    {
      config: {
        auth: 'refresh',
        rateLimit: { max: deps.config.refreshRateLimitPerMinute, timeWindow: 60_000 },
      },
      schema: {
        tags: ['auth'],
        summary: 'Rotate the refresh token (sent as bearer) for new tokens',
        security: bearerSecurity,
        response: { 200: AuthTokensSchema, ...errorResponses },
      },
    },
    async (request) => refresh(deps, request.headers.authorization),
  );

  app.post(
    API.logout,
    {
      config: { auth: 'refresh' },
      schema: {
        tags: ['auth'],
        summary: 'End the login of the refresh token (sent as bearer)',
        security: bearerSecurity,
        response: { 204: NoContentSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await logout(deps, request.headers.authorization);
      return reply.status(204).send(null);
    },
  );

  app.post(
    API.securityChange,
    {
      config: { allowRestricted: true, ownerOnly: true },
      schema: {
        tags: ['auth'],
        summary: 'Change the password (the forced change of /security-change)',
        security: bearerSecurity,
        body: SecurityChangeBodySchema,
        response: { 204: NoContentSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await changePassword(deps, request.auth, request.body);
      return reply.status(204).send(null);
    },
  );

  app.post(
    API.acceptTerms,
    {
      config: { allowRestricted: true, ownerOnly: true },
      schema: {
        tags: ['auth'],
        summary: 'Accept the terms of use',
        security: bearerSecurity,
        body: AcceptTermsBodySchema,
        response: { 204: NoContentSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await acceptTerms(deps, request.auth.user);
      return reply.status(204).send(null);
    },
  );
};
