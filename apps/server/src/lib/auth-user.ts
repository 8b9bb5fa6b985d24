import type { users } from '../db/schema/index';

/**
 * A user with the group (role) and customer type the capability functions read: what authentication
 * answers and every service takes. It lives here, not in the users module, because the modules that
 * users itself calls (shops) take it too.
 */
export interface AuthUser extends Omit<typeof users.$inferSelect, 'passwordHash'> {
  group: { name: string; internal: boolean } | null;
  customerType: { name: string; description: string; cxml: boolean; sms: boolean } | null;
}
