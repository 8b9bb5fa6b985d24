import { API } from '@procounter/shared/contracts/api-paths';
import {
  InteractionSignalBodySchema,
  SuggestionSignalBodySchema,
} from '@procounter/shared/contracts/signals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Bus } from '../../lib/bus';
import type { ServiceDeps } from '../../lib/deps';
import { bearerSecurity, errorResponses, NoContentSchema } from '../../lib/route-schemas';
import { recordInteraction, recordSuggestion } from './signals.service';

/** Search signals (issue 25 part 4): the suggestion and interaction beacons. */
export const signalsRoutes: FastifyPluginAsyncZod<{ deps: ServiceDeps & { bus: Bus } }> = async (
  app,
  { deps },
) => {
  const common = { tags: ['search'], security: bearerSecurity };
  app.post(
    API.signalSuggestions,
    {
      schema: {
        ...common,
        summary: 'Records a part type chosen for a query (typeahead suggestion or typed search)',
        description:
          "In the caller's current shop. The typeahead ranks part types by the suggestions chosen " +
          'for the same query (lower case, accents and extra spaces ignored): this shop counts ' +
          'twice, every shop once. Sent fire and forget; the answer is empty.',
        body: SuggestionSignalBodySchema,
        response: { 204: NoContentSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await recordSuggestion(deps, request.auth.user, request.body);
      return reply.code(204).send(null);
    },
  );
  app.post(
    API.signalInteractions,
    {
      schema: {
        ...common,
        summary:
          'Records products looked at (CLICK), added to a quote (CART) or ordered (PURCHASE)',
        description:
          "In the caller's current shop, 1 to 50 products. The parts lookup's best-match sort " +
          '(SCORE) ranks the products of a part type by them, a purchase 5, an add 3, a look 1, ' +
          "this shop's twice: after the part type's popularity, before stock and brand. Sent fire " +
          'and forget; the answer is empty.',
        body: InteractionSignalBodySchema,
        response: { 204: NoContentSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await recordInteraction(deps, request.auth.user, request.body);
      return reply.code(204).send(null);
    },
  );
};
