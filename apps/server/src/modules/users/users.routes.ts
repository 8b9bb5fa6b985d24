import { API } from '@procounter/shared/contracts/api-paths';
import {
  BooleanAnswerSchema,
  SavePreferencesBodySchema,
  UpdateEmailBodySchema,
  UserSchema,
} from '@procounter/shared/contracts/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceDeps } from '../../lib/deps';
import { bearerSecurity, errorResponses, NoContentSchema } from '../../lib/route-schemas';
import { claimChatTooltip, presentUser, saveEmail, savePreferences } from './users.service';

export const usersRoutes: FastifyPluginAsyncZod<{ deps: ServiceDeps }> = async (app, { deps }) => {
  for (const url of [API.currentUser, API.sessionUser]) {
    app.get(
      url,
      {
        config: { allowRestricted: true },
        schema: {
          tags: ['user'],
          summary: 'The logged-in user (the effective user while masquerading)',
          security: bearerSecurity,
          response: { 200: UserSchema, ...errorResponses },
        },
      },
      async (request) => presentUser(deps, request.auth),
    );
  }

  app.post(
    API.savePreferences,
    {
      config: { ownerOnly: true },
      schema: {
        tags: ['user'],
        summary: 'Save language, catalog tab, stylesheet and selected shop (form data)',
        security: bearerSecurity,
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: SavePreferencesBodySchema,
        response: { 200: UserSchema, ...errorResponses },
      },
    },
    async (request) => savePreferences(deps, request.auth, request.body),
  );

  app.post(
    API.updateEmail,
    {
      config: { ownerOnly: true },
      schema: {
        tags: ['user'],
        summary: 'Set a new e-mail address, or decline the update request',
        security: bearerSecurity,
        body: UpdateEmailBodySchema,
        response: { 204: NoContentSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await saveEmail(deps, request.auth.user, request.body);
      return reply.status(204).send(null);
    },
  );

  app.post(
    API.showChatNowTooltip,
    {
      schema: {
        tags: ['user'],
        summary: 'True the first time (show the chat tooltip), false after',
        security: bearerSecurity,
        response: { 200: BooleanAnswerSchema, ...errorResponses },
      },
    },
    async (request) => claimChatTooltip(deps, request.auth.user),
  );
};
