import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { beginSession } from '@/lib/session';
import { installFakeServer } from '@/testing/fake-fetch';
import { servePortal } from '@/testing/fake-portal';
import { makeTokens, ROLE_USERS } from '@/testing/fixtures';
import { renderAppAt } from '@/testing/render';

describe('the /support page', () => {
  it('links an admin to the questions inbox, the Help Center content and the labor claims review, above masquerade', async () => {
    const server = servePortal(installFakeServer(), { user: ROLE_USERS.admin });
    server
      .on('GET', '/api/admin/masquerade/candidates', { body: [] })
      .on('GET', '/api/admin/rest/supportQuestions', {
        body: { questions: [], total: 0, page: 0, size: 50 },
      })
      // The shops' pricing requests waiting for review (issue 23), also on the page.
      .on('GET', '/api/support/shopRequests', { body: [] })
      // The chats with shops (issue 24 part 4), also on the page.
      .on('GET', '/api/support/chats', { body: { waiting: [], active: [], closed: [] } })
      // Managers' changes to their users (issue 24 part 2), also on the page.
      .on('GET', '/api/support/employeeAudit', {
        body: {
          entries: [
            {
              id: 4,
              action: 'EMPLOYEE_UPDATED',
              at: '2026-11-23T15:00:00.000Z',
              actor: { userId: 4, loginName: 'manager', name: 'Maria Gonzalez' },
              actingSupportUser: null,
              target: { userId: 22, loginName: 'jellis', name: 'Jordan Ellis' },
              shopId: 1001,
              role: null,
              changes: [
                { field: 'role', from: 'SHOP_EMPLOYEE', to: 'SHOP_MANAGER' },
                { field: 'jobTitle', from: null, to: 'Service Advisor' },
              ],
            },
            {
              id: 3,
              action: 'EMPLOYEE_DISABLED',
              at: '2026-11-22T15:00:00.000Z',
              actor: { userId: 5, loginName: 'shopmgr', name: 'Sam Patel' },
              actingSupportUser: null,
              target: { userId: 21, loginName: 'lortega', name: 'Luis Ortega' },
              shopId: 1001,
              role: null,
              changes: [],
            },
            {
              id: 2,
              action: 'EMPLOYEE_INACTIVATED',
              at: '2026-11-21T15:00:00.000Z',
              actor: null,
              actingSupportUser: null,
              target: { userId: 23, loginName: 'dkowalski', name: 'Dana Kowalski' },
              shopId: 1001,
              role: null,
              changes: [],
            },
            {
              id: 1,
              action: 'EMPLOYEE_DELETED',
              at: '2026-11-20T15:00:00.000Z',
              actor: { userId: 5, loginName: 'shopmgr', name: 'Sam Patel' },
              actingSupportUser: null,
              target: { userId: 24, loginName: 'tbrooks', name: 'Taylor Brooks' },
              shopId: 1001,
              role: null,
              changes: [],
            },
          ],
          total: 4,
          page: 0,
          size: 20,
        },
      });
    beginSession(makeTokens());
    const { router } = renderAppAt('/support');

    const tools = await screen.findByRole('navigation', { name: 'Support tools' });
    const inbox = within(tools).getByRole('link', { name: 'Questions inbox' });
    expect(inbox.getAttribute('href')).toBe('/support/questions');
    expect(
      within(tools).getByRole('link', { name: 'Help Center content' }).getAttribute('href'),
    ).toBe('/support/help-content');
    expect(within(tools).getByRole('link', { name: 'Labor claims' }).getAttribute('href')).toBe(
      '/support/labor-claims',
    );
    const masquerade = screen.getByRole('heading', { name: 'Masquerade as a user' });
    expect(
      tools.compareDocumentPosition(masquerade) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();

    const changes = await screen.findByRole('region', { name: 'Employee changes' });
    const row = await within(changes).findByRole('row', { name: /Luis Ortega/ });
    expect(row).toHaveTextContent('Sam Patel (shopmgr)');
    expect(row).toHaveTextContent('Disabled');
    const edit = within(changes).getByRole('row', { name: /Jordan Ellis/ });
    expect(edit).toHaveTextContent('Role: Employee → Shop manager');
    expect(edit).toHaveTextContent('Job title: No job title → Service Advisor');
    // The system sets an unused account inactive; a manager deletes one.
    const inactive = within(changes).getByRole('row', { name: /Dana Kowalski/ });
    expect(inactive).toHaveTextContent('System');
    expect(inactive).toHaveTextContent('Set inactive: unused for 90 days');
    const deleted = within(changes).getByRole('row', { name: /Taylor Brooks/ });
    expect(deleted).toHaveTextContent('Sam Patel (shopmgr)');
    expect(deleted).toHaveTextContent('Deleted');

    // The link leads to the inbox page itself, not a placeholder.
    await userEvent.click(inbox);
    await waitFor(() => expect(router.state.location.pathname).toBe('/support/questions'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Questions inbox' })).toBeVisible();
    expect(await screen.findByText('No questions yet.')).toBeVisible();
  });
});
