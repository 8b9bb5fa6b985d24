import { ROLES, type Role } from '@procounter/shared/domain/roles';
import type { Database } from '../client';
import { appConstants, customerTypes, groups } from '../schema/index';
import { US_STATES } from './us-states';

// Reference data every installation needs, demo or not. Written at every start-up and idempotent:
// rows that exist are left as they are, so an operator's later edits survive restarts.

/** Groups whose members work for the retailer, not for a shop: team members. */
export const INTERNAL_ROLES: readonly Role[] = [
  'SUPERUSER',
  'SYSADMIN',
  'INSTALLER_SUPPORT',
  'MARKETING',
  'RETAILER_EMPLOYEE',
];

export const CUSTOMER_TYPES = [
  { name: 'WEB', description: 'Web customer', cxml: false, sms: false },
  { name: 'MITCHELL', description: 'Mitchell1 integrated shop', cxml: false, sms: false },
  { name: 'RO_WRITER', description: 'RO Writer integrated shop', cxml: false, sms: false },
  { name: 'SMART_EQUIP', description: 'SmartEquip integrated customer', cxml: false, sms: false },
  { name: 'CXML', description: 'cXML punch-out customer', cxml: true, sms: false },
  { name: 'SMS', description: 'Shop management system customer', cxml: false, sms: true },
  { name: 'CAR', description: 'Car customer', cxml: false, sms: false },
] as const;

export const JOB_TITLES = [
  'Owner',
  'General Manager',
  'Service Manager',
  'Service Advisor',
  'Technician',
  'Parts Manager',
  'Office Manager',
];

export async function ensureReferenceData(db: Database): Promise<void> {
  await db
    .insert(groups)
    .values(ROLES.map((name) => ({ name, internal: INTERNAL_ROLES.includes(name) })))
    .onConflictDoNothing({ target: groups.name });
  await db
    .insert(customerTypes)
    .values(CUSTOMER_TYPES.map((t) => ({ ...t })))
    .onConflictDoNothing({ target: customerTypes.name });
  await db
    .insert(appConstants)
    .values([
      { key: 'states', value: US_STATES },
      { key: 'jobTitles', value: JOB_TITLES },
      {
        key: 'customerTypes',
        value: CUSTOMER_TYPES.map(({ name, description }) => ({ name, description })),
      },
    ])
    .onConflictDoNothing({ target: appConstants.key });
}
