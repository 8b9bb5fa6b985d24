import type { InspectionForm } from '@procounter/shared/contracts/vehicle-documents';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Clock } from '../../lib/clock';
import { findCustomerVehicleViews } from '../../modules/customers/customers.repository';
import { presentCustomerVehicle } from '../../modules/customers/customers.service';
import { renderInspectionPdf } from '../../modules/vehicle-documents/inspection-pdf';
import type { Database } from '../client';
import { customers, customerVehicles, shops, users, vehicleDocuments } from '../schema/index';
import { demoPhotoPng } from './demo-labor-claims';

// The demo's vehicle documents (issue 25 part 5): on Maria Lopez's first vehicle (shop 1001), a
// filled inspection form drawn into its PDF and a small photo made in code, both added by tech,
// so /vehicle-documents is alive on a fresh start. After seedDemoCustomers; a shop that has
// documents already gets none.

const DAY_MS = 86_400_000;

const INSPECTION: InspectionForm = {
  inspector: 'Terry Tech',
  mileage: 61_240,
  items: {
    tires: { status: 'NEEDS_ATTENTION', note: 'Front tread at 4/32, rotate or replace soon' },
    brakesFront: { status: 'URGENT', note: 'Pads at 2 mm, rotors scored' },
    brakesRear: { status: 'OK', note: '' },
    lights: { status: 'OK', note: '' },
    wipers: { status: 'NEEDS_ATTENTION', note: 'Streaking on the driver side' },
    fluids: { status: 'OK', note: 'Topped up washer fluid' },
    battery: { status: 'OK', note: 'Tested 12.6 V' },
    beltsHoses: { status: 'OK', note: '' },
    suspension: { status: 'OK', note: '' },
    exhaust: { status: 'OK', note: '' },
  },
  notes: 'Customer approved the front brake job; tires quoted for next visit.',
};

/** Writes the documents; answers how many. */
export async function seedDemoVehicleDocuments(db: Database, clock: Clock): Promise<number> {
  const [present] = await db
    .select({ n: count() })
    .from(vehicleDocuments)
    .where(eq(vehicleDocuments.shopId, 1001));
  if ((present?.n ?? 0) > 0) return 0;
  const [vehicle] = await db
    .select({
      id: customerVehicles.id,
      customerId: customers.id,
      firstName: customers.firstName,
      lastName: customers.lastName,
      shopName: shops.shopName,
    })
    .from(customerVehicles)
    .innerJoin(customers, eq(customers.id, customerVehicles.customerId))
    .innerJoin(shops, eq(shops.id, customers.shopId))
    .where(
      and(
        eq(customers.shopId, 1001),
        eq(customers.firstName, 'Maria'),
        eq(customers.lastName, 'Lopez'),
      ),
    )
    .orderBy(asc(customerVehicles.id))
    .limit(1);
  if (!vehicle) return 0;
  const [tech] = await db.select({ id: users.id }).from(users).where(eq(users.loginName, 'tech'));
  const now = clock.now().getTime();
  const inspectedAt = new Date(now - 2 * DAY_MS);
  const view = (await findCustomerVehicleViews(db, [vehicle.customerId])).find(
    (v) => v.id === vehicle.id,
  );
  if (!view) return 0;
  const { description, vin, plate } = presentCustomerVehicle(view);
  const pdf = await renderInspectionPdf(
    INSPECTION,
    {
      shopName: vehicle.shopName,
      customerName: `${vehicle.firstName} ${vehicle.lastName}`,
      vehicle: description,
      vin,
      plate,
      filledAt: inspectedAt,
    },
    'en',
  );
  const photo = demoPhotoPng(5);
  await db.insert(vehicleDocuments).values([
    {
      shopId: 1001,
      customerVehicleId: vehicle.id,
      kind: 'INSPECTION',
      fileName: `Inspection ${inspectedAt.toISOString().slice(0, 10)}.pdf`,
      mediaType: 'application/pdf',
      sizeBytes: pdf.length,
      content: pdf,
      inspection: INSPECTION,
      createdBy: tech?.id ?? null,
      createdAt: inspectedAt,
    },
    {
      shopId: 1001,
      customerVehicleId: vehicle.id,
      kind: 'PHOTO',
      fileName: 'front-rotor.png',
      mediaType: 'image/png',
      sizeBytes: photo.length,
      content: photo,
      createdBy: tech?.id ?? null,
      createdAt: new Date(inspectedAt.getTime() + 10 * 60_000),
    },
  ]);
  return 2;
}
