import { customType, timestamp } from 'drizzle-orm/pg-core';

/** Every instant is stored with its time zone and read as a Date. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Last change of a row; GET /api/meta answers it so clients know when to refresh their caches. */
export const updatedAt = () =>
  instant('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** A file's bytes (claim files, vehicle documents), read as a Buffer from either driver. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
