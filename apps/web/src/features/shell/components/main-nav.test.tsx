import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { ALL_FEATURES_ON, makeContext, makeUser, ROLE_USERS } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { MainNav } from './main-nav';

const linkNames = () =>
  within(screen.getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('main navigation', () => {
  it('shows an everyday web user the shop items, Manage Customers, and no Support', () => {
    renderWithProviders(<MainNav desktop context={makeContext(ROLE_USERS.tech)} />);
    expect(linkNames()).toEqual([
      'ProCounter',
      'Catalog Lookup',
      'Stock Order',
      'Manage Customers',
      'Quotes and Orders',
      'Part Interchange',
      'Statements',
      'Labor Claims',
      'Help',
    ]);
  });

  it('leads every user to the Help Center', () => {
    renderWithProviders(<MainNav desktop context={makeContext(ROLE_USERS.mitchell)} />);
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/help');
  });

  it('holds the chat button it is given in its bar, at every width', () => {
    renderWithProviders(
      <MainNav
        desktop={false}
        context={makeContext(ROLE_USERS.tech)}
        chat={<button type="button">Chat for help</button>}
      />,
    );
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('button', { name: 'Chat for help' })).toBeVisible();
  });

  it('hides Manage Customers from users who are not web users', () => {
    renderWithProviders(<MainNav desktop context={makeContext(ROLE_USERS.mitchell)} />);
    expect(linkNames()).not.toContain('Manage Customers');
    expect(linkNames()).toContain('Catalog Lookup');
  });

  it('shows Support only with support access', () => {
    renderWithProviders(<MainNav desktop context={makeContext(ROLE_USERS.admin)} />);
    expect(linkNames()).toContain('Support');
    const support = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
      name: 'Support',
    });
    expect(support.getAttribute('href')).toBe('/support');
  });

  it('labels statements Statements and Earn-backs for an earn-back eligible user', () => {
    renderWithProviders(
      <MainNav desktop context={makeContext(makeUser({ earnbackEligible: true }))} />,
    );
    expect(linkNames()).toContain('Statements and Earn-backs');
    expect(linkNames()).not.toContain('Statements');
  });

  it('shows Account Dashboard marked New to dashboard users while its feature is on', () => {
    renderWithProviders(<MainNav desktop context={makeContext(ROLE_USERS.manager)} />);
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    const dashboard = nav.getByRole('link', { name: /Account Dashboard/ });
    expect(dashboard.textContent).toBe('Account DashboardNew');
    expect(dashboard.getAttribute('href')).toBe('/admin/company');
  });

  it.each([
    [
      'disabled globally',
      ALL_FEATURES_ON.map((f) => ({
        ...f,
        enabled: f.descriptor !== 'customer_dashboard_feature',
      })),
      ALL_FEATURES_ON,
    ],
    [
      'disabled for the store',
      ALL_FEATURES_ON,
      ALL_FEATURES_ON.filter((f) => f.descriptor !== 'customer_dashboard_feature'),
    ],
    ['with an empty store list', ALL_FEATURES_ON, []],
  ])('hides Account Dashboard when customer_dashboard_feature is %s', (_case, global, store) => {
    renderWithProviders(
      <MainNav
        desktop
        context={makeContext(ROLE_USERS.manager, { features: { global, store } })}
      />,
    );
    expect(linkNames().some((name) => name?.startsWith('Account Dashboard'))).toBe(false);
  });

  it('hides Account Dashboard from users who may not view the company dashboard', () => {
    renderWithProviders(<MainNav desktop context={makeContext(ROLE_USERS.tech)} />);
    expect(linkNames().some((name) => name?.startsWith('Account Dashboard'))).toBe(false);
  });

  it('is translated into Spanish', async () => {
    await i18n.changeLanguage('es');
    renderWithProviders(<MainNav desktop context={makeContext(ROLE_USERS.manager)} />);
    const nav = within(screen.getByRole('navigation', { name: 'Principal' }));
    expect(nav.getByRole('link', { name: 'Búsqueda en catálogo' })).toBeVisible();
    expect(nav.getByRole('link', { name: 'Ayuda' })).toHaveAttribute('href', '/help');
    expect(nav.getByRole('link', { name: /Panel de la cuenta/ }).textContent).toContain('Nuevo');
  });

  it('has no menu button at desktop widths', () => {
    renderWithProviders(<MainNav desktop context={makeContext(ROLE_USERS.tech)} />);
    expect(screen.queryByRole('button', { name: 'Open the menu' })).toBeNull();
  });

  it('puts the items in a menu behind a labelled burger below desktop widths', async () => {
    const { getByRole } = renderWithProviders(
      <MainNav desktop={false} context={makeContext(ROLE_USERS.tech)} />,
    );
    expect(linkNames()).toEqual(['ProCounter']);
    const burger = getByRole('button', { name: 'Open the menu' });
    burger.click();
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(dialog).getByRole('link', { name: 'Catalog Lookup' })).toBeVisible();
  });
});
