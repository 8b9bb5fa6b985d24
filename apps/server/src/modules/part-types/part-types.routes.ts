import { API } from '@procounter/shared/contracts/api-paths';
import {
  DeselectPartTypeQuerySchema,
  DrilldownQuerySchema,
  DrilldownV2QuerySchema,
  DrilldownV2ResponseSchema,
  PartTypeNodeListSchema,
  PartTypeNodeQuerySchema,
  PartTypeSearchQuerySchema,
  PartTypeSearchV2QuerySchema,
  PartTypeSearchV2ResponseSchema,
  PartTypeSelectionListSchema,
  PartTypeTreeSchema,
  RelatedPartTypesQuerySchema,
  ResolvedLeafResponseSchema,
  ResolvedNodeResponseSchema,
  SelectPartTypeBodySchema,
} from '@procounter/shared/contracts/catalog-search';
import { ErrorBodySchema } from '@procounter/shared/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localeOfRequest } from '../../lib/accept-language';
import type { ServiceDeps } from '../../lib/deps';
import { bearerSecurity, errorResponses, NoContentSchema } from '../../lib/route-schemas';
import {
  allPartTypes,
  clearPartTypes,
  deselectPartType,
  drilldown,
  drilldownV2,
  listSelected,
  mostPopular,
  relatedPartTypes,
  resolveLeaf,
  resolveNode,
  searchPartTypes,
  searchPartTypesV2,
  selectPartType,
} from './part-types.service';

export const partTypesRoutes: FastifyPluginAsyncZod<{ deps: ServiceDeps }> = async (
  app,
  { deps },
) => {
  const common = { tags: ['part types'], security: bearerSecurity };
  const selectErrors = { ...errorResponses, 409: ErrorBodySchema, 422: ErrorBodySchema };
  const selectDescription =
    'Only leaf part types. 409 PART_TYPE_ALREADY_SELECTED for a duplicate, 422 PART_TYPE_LIMIT ' +
    'beyond 5, 422 KITS_INDEPENDENT when a kit part type (C4577, C4576) would share the selection.';

  app.get(
    API.partTypesMostPopular,
    {
      schema: {
        ...common,
        summary: 'The most popular part types (platform 99 under parent 00000), by rank',
        response: { 200: PartTypeNodeListSchema, ...errorResponses },
      },
    },
    async (request) => mostPopular(deps, localeOfRequest(request)),
  );

  app.get(
    API.partTypesAll,
    {
      schema: {
        ...common,
        summary: 'The all-part-types tree (platform 05): categories, subcategories, part types',
        response: { 200: PartTypeTreeSchema, ...errorResponses },
      },
    },
    async (request) => allPartTypes(deps, localeOfRequest(request)),
  );

  app.get(
    API.partTypesDrilldown,
    {
      schema: {
        ...common,
        summary: 'The children of a node of a platform (05 unless given)',
        description: '404 for an unknown part type.',
        querystring: DrilldownQuerySchema,
        response: { 200: PartTypeNodeListSchema, ...errorResponses },
      },
    },
    async (request) =>
      drilldown(deps, request.query.partTypeId, request.query.platformId, localeOfRequest(request)),
  );

  app.get(
    API.partTypesDrilldownV2,
    {
      schema: {
        ...common,
        summary: 'A node of the tree with its path and its children, each with its leaf count',
        description:
          'The all-part-types tree (platform 05). Without partTypeId: the categories. 404 for an ' +
          'unknown part type. leafCount: the leaf part types under the child (1 for a leaf).',
        querystring: DrilldownV2QuerySchema,
        response: { 200: DrilldownV2ResponseSchema, ...errorResponses },
      },
    },
    async (request) => drilldownV2(deps, request.query.partTypeId, localeOfRequest(request)),
  );

  app.get(
    API.partTypesSearchV2,
    {
      schema: {
        ...common,
        summary: 'Part types and categories matching a query, best first, each with its path',
        description:
          "The typeahead's matching (names and synonyms, English and Spanish, then popularity); " +
          'categories and subcategories too (leaf false), so a result can be drilled into. max 1 ' +
          'to 60, 15 unless given.',
        querystring: PartTypeSearchV2QuerySchema,
        response: { 200: PartTypeSearchV2ResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      searchPartTypesV2(deps, request.query.query, request.query.max, localeOfRequest(request)),
  );

  app.get(
    API.partTypesResolved,
    {
      schema: {
        ...common,
        summary: 'The leaf part types a node stands for (itself for a leaf), by name',
        description:
          'At most 200; truncated says when there were more. 404 for an unknown part type.',
        querystring: PartTypeNodeQuerySchema,
        response: { 200: ResolvedNodeResponseSchema, ...errorResponses },
      },
    },
    async (request) => resolveNode(deps, request.query.partTypeId, localeOfRequest(request)),
  );

  app.get(
    API.partTypesResolveLeaf,
    {
      schema: {
        ...common,
        summary: 'A leaf part type with its path in the tree (category first)',
        description: '404 for an unknown part type and for a category or subcategory.',
        querystring: PartTypeNodeQuerySchema,
        response: { 200: ResolvedLeafResponseSchema, ...errorResponses },
      },
    },
    async (request) => resolveLeaf(deps, request.query.partTypeId, localeOfRequest(request)),
  );

  app.get(
    API.partTypesSearch,
    {
      schema: {
        ...common,
        summary: 'Part types matching a query: the first 15 unless max says (-1 or 60: all)',
        description: 'sort RANK (popularity, default) or NAME; the legacy rank and pt_name too.',
        querystring: PartTypeSearchQuerySchema,
        response: { 200: PartTypeNodeListSchema, ...errorResponses },
      },
    },
    async (request) =>
      searchPartTypes(
        deps,
        request.query.query,
        request.query.max,
        request.query.sort,
        localeOfRequest(request),
      ),
  );

  app.get(
    API.partTypesRelated,
    {
      schema: {
        ...common,
        summary: 'The part types related to one (platform 90), by rank',
        description: '404 for an unknown part type.',
        querystring: RelatedPartTypesQuerySchema,
        response: { 200: PartTypeNodeListSchema, ...errorResponses },
      },
    },
    async (request) => relatedPartTypes(deps, request.query.partTypeId, localeOfRequest(request)),
  );

  app.get(
    API.partTypesSelected,
    {
      schema: {
        ...common,
        summary: "The caller's selected part types, in the order chosen",
        response: { 200: PartTypeSelectionListSchema, ...errorResponses },
      },
    },
    async (request) => listSelected(deps, request.auth.user, localeOfRequest(request)),
  );

  app.post(
    API.partTypesSelected,
    {
      schema: {
        ...common,
        summary: 'Adds a part type to the selection; answers the selection',
        description: selectDescription,
        body: SelectPartTypeBodySchema,
        response: { 200: PartTypeSelectionListSchema, ...selectErrors },
      },
    },
    async (request) =>
      selectPartType(deps, request.auth.user, request.body, false, localeOfRequest(request)),
  );

  app.delete(
    API.partTypesSelected,
    {
      schema: {
        ...common,
        summary: 'Removes one part type from the selection; answers the selection',
        querystring: DeselectPartTypeQuerySchema,
        response: { 200: PartTypeSelectionListSchema, ...errorResponses },
      },
    },
    async (request) =>
      deselectPartType(deps, request.auth.user, request.query.partTypeId, localeOfRequest(request)),
  );

  app.post(
    API.partTypesClear,
    {
      schema: {
        ...common,
        summary: 'Empties the selection',
        response: { 204: NoContentSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await clearPartTypes(deps, request.auth.user);
      return reply.code(204).send(null);
    },
  );

  app.post(
    API.partTypesClearAndSelect,
    {
      schema: {
        ...common,
        summary: 'Replaces the selection with one part type; answers the selection',
        description: selectDescription,
        body: SelectPartTypeBodySchema,
        response: { 200: PartTypeSelectionListSchema, ...selectErrors },
      },
    },
    async (request) =>
      selectPartType(deps, request.auth.user, request.body, true, localeOfRequest(request)),
  );
};
