import { describe, expect, it } from 'vitest';
import { canUserEditUser, rolesAssignableBy, userCanManageEmployees } from './employees';

const INTERNAL = ['SUPERUSER', 'SYSADMIN', 'INSTALLER_SUPPORT', 'MARKETING', 'RETAILER_EMPLOYEE'];

const user = (id: number, role: string | null, customerType = 'WEB') => ({
  id,
  group: role === null ? null : { name: role, internal: INTERNAL.includes(role) },
  customerType: { name: customerType },
});

describe('userCanManageEmployees', () => {
  it.each([
    ['COMPANY_MANAGER', true],
    ['SHOP_MANAGER', true],
    ['SHOP_EMPLOYEE', false],
    ['DEMO_USER', false],
    ['SUPERUSER', false],
    ['INSTALLER_SUPPORT', false],
    ['SMS', false],
  ])('%s: %s', (role, expected) => {
    expect(userCanManageEmployees(user(1, role))).toBe(expected);
  });

  it('refuses a manager who is an SMS user', () => {
    expect(userCanManageEmployees(user(1, 'SHOP_MANAGER', 'SMS'))).toBe(false);
  });
});

describe('rolesAssignableBy', () => {
  it('gives no role above the manager’s own', () => {
    expect(rolesAssignableBy(user(1, 'COMPANY_MANAGER'))).toEqual([
      'COMPANY_MANAGER',
      'SHOP_MANAGER',
      'SHOP_EMPLOYEE',
    ]);
    expect(rolesAssignableBy(user(1, 'SHOP_MANAGER'))).toEqual(['SHOP_MANAGER', 'SHOP_EMPLOYEE']);
    expect(rolesAssignableBy(user(1, 'SHOP_EMPLOYEE'))).toEqual([]);
    expect(rolesAssignableBy(user(1, 'SUPERUSER'))).toEqual([]);
  });
});

describe('canUserEditUser', () => {
  const companyManager = user(1, 'COMPANY_MANAGER');
  const shopManager = user(2, 'SHOP_MANAGER');

  it('lets a shop manager change employees and other shop managers, not a company manager', () => {
    expect(canUserEditUser(shopManager, user(3, 'SHOP_EMPLOYEE'))).toBe(true);
    expect(canUserEditUser(shopManager, user(4, 'SHOP_MANAGER'))).toBe(true);
    expect(canUserEditUser(shopManager, user(5, 'SMS'))).toBe(true);
    expect(canUserEditUser(shopManager, user(6, null))).toBe(true);
    expect(canUserEditUser(shopManager, companyManager)).toBe(false);
  });

  it('lets a company manager change every shop role', () => {
    for (const role of ['COMPANY_MANAGER', 'SHOP_MANAGER', 'SHOP_EMPLOYEE']) {
      expect(canUserEditUser(companyManager, user(9, role)), role).toBe(true);
    }
  });

  it('never lets anyone change themselves, a team member or a demo user', () => {
    expect(canUserEditUser(shopManager, shopManager)).toBe(false);
    expect(canUserEditUser(companyManager, { ...companyManager })).toBe(false);
    for (const role of [...INTERNAL, 'DEMO_USER']) {
      expect(canUserEditUser(companyManager, user(9, role)), role).toBe(false);
    }
  });

  it('lets no one else change anybody', () => {
    for (const role of ['SHOP_EMPLOYEE', 'SUPERUSER', 'INSTALLER_SUPPORT', 'DEMO_USER']) {
      expect(canUserEditUser(user(1, role), user(9, 'SHOP_EMPLOYEE')), role).toBe(false);
    }
  });
});
