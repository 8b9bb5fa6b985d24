/**
 * The main navigation of R-SHELL-2, as data: which items a user sees, in order.
 * Capability checks come from the shared roles module and the route table, never re-implemented.
 */
import {
  userCanAccessSupport,
  userCanManageCustomers,
  userCanViewLaborClaims,
  userCanViewStatements,
} from '@procounter/shared/domain/roles';
import { ROUTE_PATHS, routePath } from '@/lib/route-paths';
import {
  type AuthorizeContext,
  isAccountDashboardVisible,
  statementsTitleKey,
} from '@/lib/route-table';

export interface NavItem {
  id: string;
  to: string;
  labelKey: string;
  /** Marked New (Account Dashboard). */
  isNew?: boolean;
}

export function getNavItems(context: AuthorizeContext): NavItem[] {
  const { user } = context;
  const items: (NavItem | false)[] = [
    { id: 'catalog', to: ROUTE_PATHS.catalogBrowse, labelKey: 'common:nav.catalogLookup' },
    { id: 'stockOrder', to: ROUTE_PATHS.stockOrder, labelKey: 'common:nav.stockOrder' },
    userCanManageCustomers(user) && {
      id: 'customers',
      to: ROUTE_PATHS.customers,
      labelKey: 'common:nav.manageCustomers',
    },
    { id: 'quotes', to: ROUTE_PATHS.quoteSearch, labelKey: 'common:nav.quotesAndOrders' },
    { id: 'interchange', to: ROUTE_PATHS.interchange, labelKey: 'common:nav.partInterchange' },
    userCanViewStatements(user) && {
      id: 'statements',
      to: ROUTE_PATHS.statements,
      labelKey: statementsTitleKey(user),
    },
    userCanViewLaborClaims(user) && {
      id: 'laborClaims',
      to: ROUTE_PATHS.laborClaims,
      labelKey: 'common:nav.laborClaims',
    },
    isAccountDashboardVisible(context) && {
      id: 'accountDashboard',
      to: ROUTE_PATHS.accountDashboard,
      labelKey: 'common:nav.accountDashboard',
      isNew: true,
    },
    userCanAccessSupport(user) && {
      id: 'support',
      to: ROUTE_PATHS.support,
      labelKey: 'common:nav.support',
    },
    // Every user reaches the Help Center from the navigation, not only by the chat button.
    { id: 'help', to: routePath('helpCenter'), labelKey: 'common:nav.help' },
  ];
  return items.filter((item): item is NavItem => item !== false);
}
