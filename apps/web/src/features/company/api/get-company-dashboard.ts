import { API } from '@procounter/shared/contracts/api-paths';
import type { CompanyDashboard } from '@procounter/shared/contracts/company';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryFetch } from '@/lib/query-client';
import { companyKeys } from './keys';

/**
 * GET /company/dashboard: the current shop's company with its preferences, the company's shops the
 * user has with the agreement in force, the pending request and the last decision, and what the
 * user may change.
 */
export function companyDashboardQuery() {
  return queryOptions({
    queryKey: companyKeys.dashboard,
    queryFn: (context) => queryFetch<CompanyDashboard>(context, API.companyDashboard, {}),
  });
}

export function useCompanyDashboard() {
  return useQuery(companyDashboardQuery());
}
