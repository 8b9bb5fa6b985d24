import { type CapabilityUser, isTeamMember } from '@procounter/shared/domain/roles';

/**
 * Dealer control: the current shop's company account is active, or it is a demo company. Team members
 * always pass; they act for every shop. A user without a shop has no dealer control.
 */
export function hasDealerControlOrIsDemo(
  user: CapabilityUser,
  company: { accountStatus: string; demo: boolean } | null,
): boolean {
  if (isTeamMember(user)) return true;
  if (company === null) return false;
  return company.accountStatus === 'ACTIVE' || company.demo;
}
