import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users, vehicleDocuments } from '../../db/schema/index';

// The SQL of vehicle documents: every read names the shop, so another shop's row is never found.

const summary = {
  id: vehicleDocuments.id,
  customerVehicleId: vehicleDocuments.customerVehicleId,
  kind: vehicleDocuments.kind,
  fileName: vehicleDocuments.fileName,
  mediaType: vehicleDocuments.mediaType,
  sizeBytes: vehicleDocuments.sizeBytes,
  createdAt: vehicleDocuments.createdAt,
  createdBy: vehicleDocuments.createdBy,
  createdByFirst: users.firstName,
  createdByLast: users.lastName,
};

export type VehicleDocumentRow = Awaited<ReturnType<typeof findVehicleDocuments>>[number];

/** A customer vehicle's documents, newest first (vehicle_documents_vehicle_idx). */
export function findVehicleDocuments(db: Database, shopId: number, customerVehicleId: number) {
  return db
    .select(summary)
    .from(vehicleDocuments)
    .leftJoin(users, eq(users.id, vehicleDocuments.createdBy))
    .where(
      and(
        eq(vehicleDocuments.shopId, shopId),
        eq(vehicleDocuments.customerVehicleId, customerVehicleId),
      ),
    )
    .orderBy(desc(vehicleDocuments.createdAt), desc(vehicleDocuments.id));
}

export async function findVehicleDocument(db: Database, shopId: number, id: number) {
  const [row] = await db
    .select(summary)
    .from(vehicleDocuments)
    .leftJoin(users, eq(users.id, vehicleDocuments.createdBy))
    .where(and(eq(vehicleDocuments.id, id), eq(vehicleDocuments.shopId, shopId)))
    .limit(1);
  return row;
}

/** A document's bytes and what they are sent as. */
export async function findVehicleDocumentContent(db: Database, shopId: number, id: number) {
  const [row] = await db
    .select({
      fileName: vehicleDocuments.fileName,
      mediaType: vehicleDocuments.mediaType,
      bytes: vehicleDocuments.content,
    })
    .from(vehicleDocuments)
    .where(and(eq(vehicleDocuments.id, id), eq(vehicleDocuments.shopId, shopId)))
    .limit(1);
  return row;
}

export async function insertVehicleDocument(
  db: Database,
  values: typeof vehicleDocuments.$inferInsert,
): Promise<number> {
  const [row] = await db
    .insert(vehicleDocuments)
    .values(values)
    .returning({ id: vehicleDocuments.id });
  return row!.id;
}

/** Deletes one of the shop's documents; false when there was none. */
export async function deleteVehicleDocument(db: Database, shopId: number, id: number) {
  const rows = await db
    .delete(vehicleDocuments)
    .where(and(eq(vehicleDocuments.id, id), eq(vehicleDocuments.shopId, shopId)))
    .returning({ id: vehicleDocuments.id });
  return rows.length > 0;
}
