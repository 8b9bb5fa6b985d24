/**
 * Roles and capabilities of docs/REQUIREMENTS.md, R-ROLE.
 * Every capability is a pure function of the user (and, where the spec says so, the company or store),
 * so the server enforces exactly what the web app shows.
 */

export const ROLES = [
  'SUPERUSER',
  'SYSADMIN',
  'INSTALLER_SUPPORT',
  'MARKETING',
  'COMPANY_MANAGER',
  'SHOP_MANAGER',
  'DEMO_USER',
  'SHOP_EMPLOYEE',
  'SMS',
  'RETAILER_EMPLOYEE',
] as const;
export type Role = (typeof ROLES)[number];

export const CUSTOMER_TYPES = [
  'WEB',
  'MITCHELL',
  'RO_WRITER',
  'SMART_EQUIP',
  'CXML',
  'SMS',
  'CAR',
] as const;
export type CustomerTypeName = (typeof CUSTOMER_TYPES)[number];

export interface CapabilityUser {
  group: { name: string; internal: boolean } | null;
  customerType: { name: string; cxml?: boolean; sms?: boolean } | null;
}

export interface CapabilityCompany {
  partsPayoffVisible: boolean;
  shopReferralEligible: boolean;
}

function roleOf(user: CapabilityUser): string | undefined {
  return user.group?.name;
}

function hasRole(user: CapabilityUser, roles: readonly Role[]): boolean {
  const role = roleOf(user);
  return role !== undefined && (roles as readonly string[]).includes(role);
}

const SUPPORT_ROLES = ['SUPERUSER', 'SYSADMIN', 'INSTALLER_SUPPORT', 'MARKETING'] as const;

/** An SMS user: the SMS role or an SMS customer type. */
export function isSmsUser(user: CapabilityUser): boolean {
  return (
    roleOf(user) === 'SMS' || user.customerType?.name === 'SMS' || user.customerType?.sms === true
  );
}

/** Team member means the internal group. */
export function isTeamMember(user: CapabilityUser): boolean {
  return user.group?.internal === true;
}

/** Web user means customer type WEB or none. */
export function isWebUser(user: CapabilityUser): boolean {
  return user.customerType === null || user.customerType.name === 'WEB';
}

/** Vendor-integrated (Mitchell1) user: Admin in the admin bar, vehicle Change and Clear hidden. */
export function isMitchellUser(user: CapabilityUser): boolean {
  return user.customerType?.name === 'MITCHELL';
}

export function isRoWriterUser(user: CapabilityUser): boolean {
  return user.customerType?.name === 'RO_WRITER';
}

export function isCxmlUser(user: CapabilityUser): boolean {
  return user.customerType?.name === 'CXML' || user.customerType?.cxml === true;
}

export function isSmartEquipUser(user: CapabilityUser): boolean {
  return user.customerType?.name === 'SMART_EQUIP';
}

export function userCanAccessSupport(user: CapabilityUser): boolean {
  return hasRole(user, SUPPORT_ROLES);
}

/** The support inbox of questions sent from the Help Center: support-access users. */
export function userCanAnswerSupportQuestions(user: CapabilityUser): boolean {
  return userCanAccessSupport(user);
}

/** Help Center content (articles, categories) is written by support and marketing users. */
export function userCanEditHelpContent(user: CapabilityUser): boolean {
  return hasRole(user, SUPPORT_ROLES);
}

/** Masquerade is a support tool: only support-access roles may act as another user. */
export function userCanMasquerade(user: CapabilityUser): boolean {
  return userCanAccessSupport(user);
}

export function userCanEditCompany(user: CapabilityUser): boolean {
  return (
    !isSmsUser(user) &&
    hasRole(user, ['SUPERUSER', 'INSTALLER_SUPPORT', 'COMPANY_MANAGER', 'DEMO_USER'])
  );
}

export function userCanViewCompanyDashboard(user: CapabilityUser): boolean {
  return (
    !isSmsUser(user) &&
    hasRole(user, [
      'SUPERUSER',
      'INSTALLER_SUPPORT',
      'COMPANY_MANAGER',
      'SHOP_MANAGER',
      'DEMO_USER',
    ])
  );
}

export function userCanEditShop(user: CapabilityUser): boolean {
  return (
    !isSmsUser(user) &&
    (userCanEditCompany(user) || hasRole(user, ['SYSADMIN', 'SHOP_MANAGER', 'MARKETING']))
  );
}

/** A shop's own jobs (issue 25 part 2) are saved and deleted by those who edit the shop. */
export function userCanManageShopJobs(user: CapabilityUser): boolean {
  return userCanEditShop(user);
}

const STATEMENT_ROLES = [
  'SUPERUSER',
  'SYSADMIN',
  'INSTALLER_SUPPORT',
  'COMPANY_MANAGER',
  'SHOP_MANAGER',
  'MARKETING',
  'SHOP_EMPLOYEE',
  'DEMO_USER',
  'SMS',
] as const;

export function userCanViewStatements(user: CapabilityUser): boolean {
  return hasRole(user, STATEMENT_ROLES);
}

export function userCanViewLaborClaims(user: CapabilityUser): boolean {
  return hasRole(user, STATEMENT_ROLES);
}

export function userCanViewActivityLog(user: CapabilityUser): boolean {
  return (
    !isSmsUser(user) && (userCanEditCompany(user) || hasRole(user, ['SYSADMIN', 'SHOP_MANAGER']))
  );
}

export function userCanViewPartsPayoff(
  user: CapabilityUser,
  company: CapabilityCompany | null,
): boolean {
  return (
    userCanAccessSupport(user) ||
    (company?.partsPayoffVisible === true && hasRole(user, ['COMPANY_MANAGER', 'SHOP_MANAGER']))
  );
}

export function userCanReferShop(user: CapabilityUser, company: CapabilityCompany | null): boolean {
  return (
    userCanAccessSupport(user) ||
    (company?.shopReferralEligible === true && hasRole(user, ['COMPANY_MANAGER', 'SHOP_MANAGER']))
  );
}

/** Labor is hidden for RO writer users. */
export function isLaborHidden(user: CapabilityUser): boolean {
  return isRoWriterUser(user);
}

export const STORE_WITH_HIDDEN_PHONE_FOR_TEAM = 4031;

/** Store phone is hidden for team members when the store id is 4031. */
export function isStorePhoneHidden(
  user: CapabilityUser,
  storeId: number | null | undefined,
): boolean {
  return isTeamMember(user) && storeId === STORE_WITH_HIDDEN_PHONE_FOR_TEAM;
}

/** Manage Customers is shown to web users only. */
export function userCanManageCustomers(user: CapabilityUser): boolean {
  return isWebUser(user);
}

export type LandingPath = '/support' | '/car-admin' | '/catalog/browse' | '/home';

/** The landing table of R-AUTH-1 (single-page build paths). */
export function getLandingPath(
  user: CapabilityUser,
  shop: { carCustomer: boolean } | null,
): LandingPath {
  if (userCanAccessSupport(user)) return '/support';
  if (shop?.carCustomer) return '/car-admin';
  if (
    isMitchellUser(user) ||
    isRoWriterUser(user) ||
    isSmartEquipUser(user) ||
    isCxmlUser(user) ||
    isSmsUser(user)
  ) {
    return '/catalog/browse';
  }
  return '/home';
}
