import { describe, expect, it } from 'vitest';
import { makeUser } from '@/testing/fixtures';
import { i18n } from './i18n';
import { formatPageTitle } from './page-title';
import { findRoute, routeTitleKey } from './route-table';

describe('page title', () => {
  const titleOf = (path: string, earnbackEligible = false) => {
    const route = findRoute(path);
    const key = route ? routeTitleKey(route, makeUser({ earnbackEligible })) : null;
    return formatPageTitle(i18n.t('common:appTitle'), key ? i18n.t(key) : null);
  };

  it('is the default title followed by the translated route title', async () => {
    expect(titleOf('/catalog/browse')).toBe('ProCounter - Catalog Lookup');
    expect(titleOf('/admin/statements')).toBe('ProCounter - Statements');
    expect(titleOf('/admin/statements', true)).toBe('ProCounter - Statements and Earn-backs');
    await i18n.changeLanguage('es');
    expect(titleOf('/catalog/browse')).toBe('ProCounter - Búsqueda en catálogo');
  });

  it('is the default title alone without a route title', () => {
    expect(formatPageTitle('ProCounter', null)).toBe('ProCounter');
  });
});
