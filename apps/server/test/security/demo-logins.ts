import type { ForbiddenReason } from '@procounter/shared/contracts/errors';
import type { CapabilityUser } from '@procounter/shared/domain/roles';

/**
 * The demo accounts of DESIGN.md section 4 as the security tests see them: written from the
 * design's table, not read from the server, so a seed or a server that drifts from it is caught.
 */
export interface DemoLogin {
  loginName: string;
  /** Role and customer type, as the capability functions of domain/roles.ts take them. */
  user: CapabilityUser;
  /** The shop the account acts for first (all-shops accounts: the first shop, 1001). */
  shopId: number;
  /** The forced step that holds the account, if any. */
  restriction: ForbiddenReason | null;
  /** Whether its shop is a car-customer account (car_customer: Fleet Car Care, 4001). */
  carCustomer: boolean;
}

const account = (
  loginName: string,
  role: string,
  options: {
    internal?: boolean;
    customerType?: string;
    shopId?: number;
    restriction?: ForbiddenReason;
    carCustomer?: boolean;
  } = {},
): DemoLogin => ({
  loginName,
  user: {
    group: { name: role, internal: options.internal ?? false },
    customerType: { name: options.customerType ?? 'WEB' },
  },
  shopId: options.shopId ?? 1001,
  restriction: options.restriction ?? null,
  carCustomer: options.carCustomer ?? false,
});

export const DEMO_LOGINS: readonly DemoLogin[] = [
  account('admin', 'SUPERUSER', { internal: true }),
  account('support', 'INSTALLER_SUPPORT', { internal: true }),
  account('marketing', 'MARKETING', { internal: true }),
  account('manager', 'COMPANY_MANAGER'),
  account('shopmgr', 'SHOP_MANAGER'),
  account('tech', 'SHOP_EMPLOYEE'),
  account('demo', 'DEMO_USER', { shopId: 3001 }),
  account('mitchell', 'SHOP_EMPLOYEE', { customerType: 'MITCHELL' }),
  account('rowriter', 'SHOP_EMPLOYEE', { customerType: 'RO_WRITER' }),
  account('sms', 'SMS', { customerType: 'SMS' }),
  account('caruser', 'SHOP_EMPLOYEE', { shopId: 4001, carCustomer: true }),
  account('newhire', 'SHOP_EMPLOYEE', { restriction: 'SECURITY_CHANGE_REQUIRED' }),
  account('newterms', 'SHOP_EMPLOYEE', { restriction: 'TOS_REQUIRED' }),
];

/** Status DISABLED: its login must be refused. */
export const DISABLED_LOGIN = 'retired';
