import fastifyMultipart from '@fastify/multipart';
import { ErrorBodySchema } from '@procounter/shared/contracts/errors';
import { VEHICLE_DOCUMENTS_API } from '@procounter/shared/contracts/vehicle-document-paths';
import {
  SaveInspectionBodySchema,
  VEHICLE_DOCUMENT_LIMITS,
  VehicleDocumentListQuerySchema,
  VehicleDocumentListSchema,
  VehicleDocumentParamsSchema,
  VehicleDocumentSchema,
  VehicleDocumentUploadFieldsSchema,
} from '@procounter/shared/contracts/vehicle-documents';
import { userCanManageCustomers } from '@procounter/shared/domain/roles';
import { userCanDeleteVehicleDocuments } from '@procounter/shared/domain/vehicle-documents';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { localeOfRequest } from '../../lib/accept-language';
import { validationFailed } from '../../lib/app-error';
import type { ServiceDeps } from '../../lib/deps';
import { readUploadWithFields } from '../../lib/file-upload';
import { bearerSecurity, errorResponses, NoContentSchema } from '../../lib/route-schemas';
import { sendStoredFile } from '../../lib/stored-files';
import {
  getVehicleDocumentFile,
  listVehicleDocuments,
  removeVehicleDocument,
  saveInspection,
  uploadVehicleDocument,
} from './vehicle-documents.service';

const SHOP_ONLY =
  "404 NOT_FOUND for a customer vehicle or document that is not the current shop's, as for one " +
  'that does not exist.';

export const vehicleDocumentsRoutes: FastifyPluginAsyncZod<{ deps: ServiceDeps }> = async (
  app,
  { deps },
) => {
  // Those who manage customers, on the caller's current shop. Never cached.
  const common = { tags: ['vehicle-documents'], security: bearerSecurity };
  const config = { capability: userCanManageCustomers };
  const noStore = async (_request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
  };

  app.get(
    VEHICLE_DOCUMENTS_API.vehicleDocuments,
    {
      config,
      onRequest: noStore,
      schema: {
        ...common,
        summary: "A customer vehicle's documents, newest first, with the vehicle",
        description: `Each with its kind, name, size, date and who added it. ${SHOP_ONLY}`,
        querystring: VehicleDocumentListQuerySchema,
        response: { 200: VehicleDocumentListSchema, ...errorResponses },
      },
    },
    async (request) =>
      listVehicleDocuments(deps, request.auth.user, request.query.customerVehicleId),
  );

  app.post(
    VEHICLE_DOCUMENTS_API.vehicleDocumentInspections,
    {
      config,
      schema: {
        ...common,
        summary: 'Saves a filled vehicle inspection form as a PDF document of the vehicle',
        description:
          'The form (inspector, mileage, each checklist item OK, NEEDS_ATTENTION or URGENT with ' +
          "a note, notes) is drawn into a PDF in the caller's language (Accept-Language) and " +
          `kept with its fields. Answers 201 with the document (kind INSPECTION). ${SHOP_ONLY}`,
        body: SaveInspectionBodySchema,
        response: { 201: VehicleDocumentSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { customerVehicleId, form } = request.body;
      const document = await saveInspection(
        deps,
        request.auth.user,
        localeOfRequest(request),
        customerVehicleId,
        form,
      );
      return reply.status(201).send(document);
    },
  );

  app.get(
    VEHICLE_DOCUMENTS_API.vehicleDocumentFile(':id'),
    {
      config,
      schema: {
        ...common,
        summary: 'A document of the current shop: its bytes',
        description:
          'The bytes with the stored media type (read from them when uploaded), ' +
          'Content-Disposition: attachment, X-Content-Type-Options: nosniff and Cache-Control: ' +
          `private, no-store: never shown as a page. ${SHOP_ONLY}`,
        params: VehicleDocumentParamsSchema,
        response: { ...errorResponses },
      },
    },
    async (request, reply) =>
      sendStoredFile(
        reply,
        await getVehicleDocumentFile(deps, request.auth.user, request.params.id),
        'attachment',
      ),
  );

  app.delete(
    VEHICLE_DOCUMENTS_API.vehicleDocument(':id'),
    {
      config: { capability: userCanDeleteVehicleDocuments },
      schema: {
        ...common,
        summary: 'Deletes a document of the current shop (managers)',
        description: `403 unless the caller edits the shop. ${SHOP_ONLY}`,
        params: VehicleDocumentParamsSchema,
        response: { 204: NoContentSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      await removeVehicleDocument(deps, request.auth.user, request.params.id);
      return reply.code(204).send(null);
    },
  );

  // Multipart is parsed only in this scope, for the upload alone.
  const uploadScope: FastifyPluginAsyncZod = async (upload) => {
    await upload.register(fastifyMultipart, {
      limits: {
        fileSize: VEHICLE_DOCUMENT_LIMITS.fileBytes,
        files: 1,
        fields: 5,
        parts: 6,
        fieldSize: 1024,
      },
    });
    upload.post(
      VEHICLE_DOCUMENTS_API.vehicleDocumentFiles,
      {
        config,
        schema: {
          ...common,
          summary: 'Uploads a photo or PDF to a customer vehicle',
          description:
            'multipart/form-data: customerVehicleId, then the file in the field "file", at most ' +
            '5 MB (413 past it); JPEG, PNG or WebP (kind PHOTO) or PDF (kind PDF) by its bytes, ' +
            'else 422 FILE_TYPE_NOT_ALLOWED naming the file; 415 when not multipart; 400 without ' +
            `the file or the vehicle. Answers 201 with the document. ${SHOP_ONLY}`,
          response: {
            201: VehicleDocumentSchema,
            ...errorResponses,
            413: ErrorBodySchema,
            415: ErrorBodySchema,
            422: ErrorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const { fields, file } = await readUploadWithFields(request, 'the photo or PDF');
        const parsed = VehicleDocumentUploadFieldsSchema.safeParse(fields);
        if (!parsed.success) {
          throw validationFailed(
            parsed.error.issues.map((issue) => ({
              path: issue.path.join('.'),
              message: issue.message,
            })),
          );
        }
        const document = await uploadVehicleDocument(
          deps,
          request.auth.user,
          parsed.data.customerVehicleId,
          file,
        );
        return reply.status(201).send(document);
      },
    );
  };
  await app.register(uploadScope);
};
