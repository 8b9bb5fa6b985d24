import { API } from '@procounter/shared/contracts/api-paths';
import { AuthTokensSchema, MasqueradeBodySchema } from '@procounter/shared/contracts/auth';
import {
  MasqueradeCandidateSchema,
  MasqueradeCandidatesQuerySchema,
} from '@procounter/shared/contracts/user';
import { userCanMasquerade } from '@procounter/shared/domain/roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceDeps } from '../../lib/deps';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas';
import { endMasquerade, listCandidates, startMasquerade } from './masquerade.service';

export const masqueradeRoutes: FastifyPluginAsyncZod<{ deps: ServiceDeps }> = async (
  app,
  { deps },
) => {
  app.post(
    API.masquerade,
    {
      config: { capability: userCanMasquerade },
      schema: {
        tags: ['masquerade'],
        summary: 'Act as another user (support roles)',
        security: bearerSecurity,
        body: MasqueradeBodySchema,
        response: { 200: AuthTokensSchema, ...errorResponses },
      },
    },
    // The role is checked before the body is read; the service checks the rest, which depends on
    // the target and on whether the caller is masquerading already.
    async (request) => startMasquerade(deps, request.auth, request.body.userId, request.ip),
  );

  app.post(
    API.endMasquerade,
    {
      schema: {
        tags: ['masquerade'],
        summary: 'Stop acting as another user and return to the real user',
        security: bearerSecurity,
        response: { 200: AuthTokensSchema, ...errorResponses },
      },
    },
    async (request) => endMasquerade(deps, request.auth, request.ip),
  );

  app.get(
    API.masqueradeCandidates,
    {
      config: { capability: userCanMasquerade },
      schema: {
        tags: ['masquerade'],
        summary: 'Users the caller may act as (at most 50)',
        security: bearerSecurity,
        querystring: MasqueradeCandidatesQuerySchema,
        response: { 200: z.array(MasqueradeCandidateSchema), ...errorResponses },
      },
    },
    async (request) => listCandidates(deps, request.auth, request.query.search),
  );
};
