import { describe, expect, it } from 'vitest';
import {
  type CapabilityCompany,
  type CapabilityUser,
  getLandingPath,
  isLaborHidden,
  isMitchellUser,
  isSmsUser,
  isStorePhoneHidden,
  isTeamMember,
  isWebUser,
  ROLES,
  type Role,
  userCanAccessSupport,
  userCanEditCompany,
  userCanEditShop,
  userCanManageCustomers,
  userCanMasquerade,
  userCanReferShop,
  userCanViewActivityLog,
  userCanViewCompanyDashboard,
  userCanViewLaborClaims,
  userCanViewPartsPayoff,
  userCanViewStatements,
} from './roles';

const INTERNAL_ROLES: readonly Role[] = ['SUPERUSER', 'SYSADMIN', 'INSTALLER_SUPPORT', 'MARKETING'];

function makeUser(
  role: Role | null,
  customerType: string | null = 'WEB',
  flags: { cxml?: boolean; sms?: boolean; internal?: boolean } = {},
): CapabilityUser {
  return {
    group: role ? { name: role, internal: flags.internal ?? INTERNAL_ROLES.includes(role) } : null,
    customerType: customerType
      ? { name: customerType, cxml: flags.cxml ?? false, sms: flags.sms ?? false }
      : null,
  };
}

/*
 * R-ROLE-1, R-ROLE-2, R-ROLE-4, the role table, written out role by role. Columns:
 *   support       Support access: superuser, sysadmin, installer support, marketing
 *   editCompany   not SMS, and superuser, installer support, company manager or demo user
 *   dashboard     not SMS, and superuser, installer support, company manager, shop manager, demo user
 *   editShop      not SMS, and (edit company, or sysadmin, shop manager, marketing)
 *   statements    superuser, sysadmin, installer support, company manager, shop manager, marketing,
 *                 employee, demo user, SMS (and labor claims the same)
 *   activityLog   not SMS, and (edit company, or sysadmin, or shop manager)
 * `web` is a user of customer type WEB; `smsType` the same role with customer type SMS, which
 * makes the user an SMS user.
 */
type Row = {
  support: boolean;
  editCompany: boolean;
  dashboard: boolean;
  editShop: boolean;
  statements: boolean;
  activityLog: boolean;
};
const Y = true;
const N = false;
const row = (
  support: boolean,
  editCompany: boolean,
  dashboard: boolean,
  editShop: boolean,
  statements: boolean,
  activityLog: boolean,
): Row => ({ support, editCompany, dashboard, editShop, statements, activityLog });

//                                   support editCo dashbd editSh statmt actLog
const TABLE: Record<Role, { web: Row; smsType: Row }> = {
  SUPERUSER: { web: row(Y, Y, Y, Y, Y, Y), smsType: row(Y, N, N, N, Y, N) },
  SYSADMIN: { web: row(Y, N, N, Y, Y, Y), smsType: row(Y, N, N, N, Y, N) },
  INSTALLER_SUPPORT: { web: row(Y, Y, Y, Y, Y, Y), smsType: row(Y, N, N, N, Y, N) },
  MARKETING: { web: row(Y, N, N, Y, Y, N), smsType: row(Y, N, N, N, Y, N) },
  COMPANY_MANAGER: { web: row(N, Y, Y, Y, Y, Y), smsType: row(N, N, N, N, Y, N) },
  SHOP_MANAGER: { web: row(N, N, Y, Y, Y, Y), smsType: row(N, N, N, N, Y, N) },
  DEMO_USER: { web: row(N, Y, Y, Y, Y, Y), smsType: row(N, N, N, N, Y, N) },
  SHOP_EMPLOYEE: { web: row(N, N, N, N, Y, N), smsType: row(N, N, N, N, Y, N) },
  // The SMS role is an SMS user whatever its customer type.
  SMS: { web: row(N, N, N, N, Y, N), smsType: row(N, N, N, N, Y, N) },
  RETAILER_EMPLOYEE: { web: row(N, N, N, N, N, N), smsType: row(N, N, N, N, N, N) },
};

const CAPABILITIES: Record<keyof Row, Array<[string, (user: CapabilityUser) => boolean]>> = {
  support: [['userCanAccessSupport', userCanAccessSupport]],
  editCompany: [['userCanEditCompany', userCanEditCompany]],
  dashboard: [['userCanViewCompanyDashboard', userCanViewCompanyDashboard]],
  editShop: [['userCanEditShop', userCanEditShop]],
  statements: [
    ['userCanViewStatements', userCanViewStatements],
    ['userCanViewLaborClaims', userCanViewLaborClaims],
  ],
  activityLog: [['userCanViewActivityLog', userCanViewActivityLog]],
};

const cases = ROLES.flatMap((role) =>
  (['web', 'smsType'] as const).flatMap((kind) =>
    (Object.keys(CAPABILITIES) as (keyof Row)[]).flatMap((column) =>
      CAPABILITIES[column].map(([name, capability]) => ({
        role,
        kind,
        name,
        capability,
        expected: TABLE[role][kind][column],
      })),
    ),
  ),
);

describe('capabilities of R-ROLE-1, R-ROLE-2, R-ROLE-4', () => {
  it('the table covers all 10 roles', () => {
    expect(Object.keys(TABLE).sort()).toEqual([...ROLES].sort());
    expect(ROLES).toHaveLength(10);
  });

  it.each(cases)('$role ($kind): $name -> $expected', ({ role, kind, capability, expected }) => {
    const user = makeUser(role, kind === 'web' ? 'WEB' : 'SMS');
    expect(capability(user)).toBe(expected);
  });

  it('a customer type flagged sms counts as SMS, whatever its name', () => {
    const user = makeUser('COMPANY_MANAGER', 'WEB', { sms: true });
    expect(isSmsUser(user)).toBe(true);
    expect(userCanEditCompany(user)).toBe(false);
    expect(userCanViewStatements(user)).toBe(true);
  });

  it('a user without a group may do nothing but be a web user', () => {
    const user = makeUser(null);
    for (const [, capability] of Object.values(CAPABILITIES).flat()) {
      expect(capability(user)).toBe(false);
    }
    expect(
      userCanViewPartsPayoff(user, { partsPayoffVisible: true, shopReferralEligible: true }),
    ).toBe(false);
    expect(isWebUser(user)).toBe(true);
  });

  it('only support-access roles may masquerade', () => {
    const allowed = ROLES.filter((role) => userCanMasquerade(makeUser(role)));
    expect(allowed.sort()).toEqual(['INSTALLER_SUPPORT', 'MARKETING', 'SUPERUSER', 'SYSADMIN']);
  });
});

/*
 * Parts payoff visible and shop referral (R-ROLE-2): support-access roles, or the
 * company flag plus company or shop manager. Columns: flag on, flag off, no company loaded.
 */
const FLAGGED: Record<Role, [boolean, boolean, boolean]> = {
  SUPERUSER: [Y, Y, Y],
  SYSADMIN: [Y, Y, Y],
  INSTALLER_SUPPORT: [Y, Y, Y],
  MARKETING: [Y, Y, Y],
  COMPANY_MANAGER: [Y, N, N],
  SHOP_MANAGER: [Y, N, N],
  DEMO_USER: [N, N, N],
  SHOP_EMPLOYEE: [N, N, N],
  SMS: [N, N, N],
  RETAILER_EMPLOYEE: [N, N, N],
};

describe('parts payoff and shop referral', () => {
  const LABELS = ['flag on', 'flag off', 'no company'] as const;
  const flagCases = ROLES.flatMap((role) =>
    LABELS.map((label, column) => ({ role, label, column, expected: FLAGGED[role][column] })),
  );

  /** The company of a column, with only the flag under test possibly on. */
  function companyOf(column: number, flag: keyof CapabilityCompany): CapabilityCompany | null {
    if (column === 2) return null;
    return { partsPayoffVisible: false, shopReferralEligible: false, [flag]: column === 0 };
  }

  it.each(flagCases)('$role, $label: parts payoff -> $expected', ({ role, column, expected }) => {
    expect(userCanViewPartsPayoff(makeUser(role), companyOf(column, 'partsPayoffVisible'))).toBe(
      expected,
    );
  });

  it.each(flagCases)('$role, $label: shop referral -> $expected', ({ role, column, expected }) => {
    expect(userCanReferShop(makeUser(role), companyOf(column, 'shopReferralEligible'))).toBe(
      expected,
    );
  });

  it('the other flag does not count', () => {
    const manager = makeUser('COMPANY_MANAGER');
    const payoffOnly = { partsPayoffVisible: true, shopReferralEligible: false };
    expect(userCanReferShop(manager, payoffOnly)).toBe(false);
    const referralOnly = { partsPayoffVisible: false, shopReferralEligible: true };
    expect(userCanViewPartsPayoff(manager, referralOnly)).toBe(false);
  });
});

describe('user kinds and their rules', () => {
  it('team member means the internal group', () => {
    expect(isTeamMember(makeUser('SUPERUSER'))).toBe(true);
    expect(isTeamMember(makeUser('SHOP_EMPLOYEE'))).toBe(false);
    expect(isTeamMember(makeUser('SHOP_EMPLOYEE', 'WEB', { internal: true }))).toBe(true);
    expect(isTeamMember(makeUser(null))).toBe(false);
  });

  it.each([
    ['WEB', true],
    [null, true],
    ['MITCHELL', false],
    ['RO_WRITER', false],
    ['SMART_EQUIP', false],
    ['CXML', false],
    ['SMS', false],
    ['CAR', false],
  ])('customer type %s: web user and Manage Customers -> %s', (type, expected) => {
    const user = makeUser('SHOP_EMPLOYEE', type);
    expect(isWebUser(user)).toBe(expected);
    expect(userCanManageCustomers(user)).toBe(expected);
  });

  it('a Mitchell user is the MITCHELL customer type', () => {
    expect(isMitchellUser(makeUser('SHOP_EMPLOYEE', 'MITCHELL'))).toBe(true);
    expect(isMitchellUser(makeUser('SHOP_EMPLOYEE', 'WEB'))).toBe(false);
    expect(isMitchellUser(makeUser('SUPERUSER', null))).toBe(false);
  });

  it.each([
    ['RO_WRITER', true],
    ['WEB', false],
    ['MITCHELL', false],
    ['SMS', false],
  ])('labor hidden for customer type %s -> %s', (type, expected) => {
    expect(isLaborHidden(makeUser('SHOP_EMPLOYEE', type))).toBe(expected);
  });

  it.each([
    ['SUPERUSER', 4031, true],
    ['MARKETING', 4031, true],
    ['SUPERUSER', 512, false],
    ['SHOP_EMPLOYEE', 4031, false],
    ['COMPANY_MANAGER', 4031, false],
    ['SUPERUSER', null, false],
  ] as const)('%s at store %s: store phone hidden -> %s', (role, storeId, expected) => {
    expect(isStorePhoneHidden(makeUser(role), storeId)).toBe(expected);
  });
});

/*
 * R-AUTH-1, the landing table, with the demo accounts of DESIGN.md section 4:
 * support roles -> /support; a car-customer shop -> /car-admin; Mitchell, RO writer, SmartEquip,
 * cXML and SMS users -> /catalog/browse; everyone else -> /home. The table is read top-down.
 */
describe('landing page', () => {
  const plainShop = { carCustomer: false };
  const carShop = { carCustomer: true };

  it.each([
    ['admin', '/support', makeUser('SUPERUSER'), plainShop],
    ['support', '/support', makeUser('INSTALLER_SUPPORT'), plainShop],
    ['marketing', '/support', makeUser('MARKETING'), plainShop],
    ['a sysadmin', '/support', makeUser('SYSADMIN'), plainShop],
    ['manager', '/home', makeUser('COMPANY_MANAGER'), plainShop],
    ['shopmgr', '/home', makeUser('SHOP_MANAGER'), plainShop],
    ['tech', '/home', makeUser('SHOP_EMPLOYEE'), plainShop],
    ['demo', '/home', makeUser('DEMO_USER'), plainShop],
    ['mitchell', '/catalog/browse', makeUser('SHOP_EMPLOYEE', 'MITCHELL'), plainShop],
    ['rowriter', '/catalog/browse', makeUser('SHOP_EMPLOYEE', 'RO_WRITER'), plainShop],
    ['sms', '/catalog/browse', makeUser('SMS', 'SMS', { sms: true }), plainShop],
    ['the SMS role alone', '/catalog/browse', makeUser('SMS', 'WEB'), plainShop],
    ['a SmartEquip user', '/catalog/browse', makeUser('SHOP_EMPLOYEE', 'SMART_EQUIP'), plainShop],
    [
      'a cXML user',
      '/catalog/browse',
      makeUser('SHOP_EMPLOYEE', 'CXML', { cxml: true }),
      plainShop,
    ],
    ['caruser', '/car-admin', makeUser('SHOP_EMPLOYEE'), carShop],
    [
      'a Mitchell user at a car-customer shop',
      '/car-admin',
      makeUser('SHOP_EMPLOYEE', 'MITCHELL'),
      carShop,
    ],
    ['admin at a car-customer shop', '/support', makeUser('SUPERUSER'), carShop],
    ['a user without a shop', '/home', makeUser('SHOP_EMPLOYEE'), null],
    ['a user without a customer type', '/home', makeUser('SHOP_EMPLOYEE', null), plainShop],
  ] as const)('%s lands on %s', (_who, expected, user, shop) => {
    expect(getLandingPath(user, shop)).toBe(expected);
  });
});
