import { API } from '@procounter/shared/contracts/api-paths';
import {
  EarnbackSchema,
  StatementDetailSchema,
  StatementListSchema,
} from '@procounter/shared/contracts/statement';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers/build-test-app';
import { apiCaller } from '../../../test/helpers/shop-user';
import { groups } from '../schema/index';
import { seedDemoStatements } from './demo-statements';
import { createUser } from './factories';

// The demo accounts' statements (issue 23): what a fresh start shows on /admin/statements.

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
});

const as = async (login: string) => apiCaller(t, (await t.login(login)).access_token);

describe('the demo statements', () => {
  it('give shop 1001 six months of invoices, payments and a return, and the manager earn-backs', async () => {
    const tech = await as('tech');
    const list = StatementListSchema.parse((await tech('GET', API.statements)).json());
    const active = list.statements.filter((s) => s.status !== 'NO_ACTIVITY');
    expect(active.length).toBeGreaterThanOrEqual(6);
    expect(list.statements.slice(0, 6).every((s) => s.invoices > 0)).toBe(true);
    expect(list.statements.slice(2, 6).every((s) => s.status === 'PAID')).toBe(true);
    expect(list.statements[1]!.status).toBe('DUE');
    expect(list.account.currentBalance).toBeGreaterThan(0);
    const returned = await Promise.all(
      list.statements
        .slice(0, 6)
        .map(async (s) =>
          StatementDetailSchema.parse((await tech('GET', API.statement(s.month))).json()),
        ),
    );
    const entries = returned.flatMap((d) => d.entries);
    expect(entries.some((e) => e.creditReason === 'RETURN')).toBe(true);
    expect(new Set(entries.filter((e) => e.kind === 'PAYMENT').map((e) => e.paymentType))).toEqual(
      new Set(['cash', 'credit_card']),
    );

    const manager = await as('manager');
    const earnback = EarnbackSchema.parse((await manager('GET', API.earnback)).json());
    expect(earnback.eligible).toBe(true);
    expect(earnback.credits.length).toBeGreaterThan(0);
  });

  it('shows Bay Area Brakes (COD) a month past due', async () => {
    const [group] = await t.db.select().from(groups).where(eq(groups.name, 'SHOP_EMPLOYEE'));
    const user = await createUser(t.db, { shopIds: [2001], groupId: group!.id });
    const bayArea = apiCaller(t, (await t.login(user.loginName)).access_token);
    const list = StatementListSchema.parse((await bayArea('GET', API.statements)).json());
    expect(list.account.paymentMethod).toBe('COD');
    expect(list.statements[1]!.dueDate).toBe(list.statements[1]!.statementDate);
    expect(list.statements[2]!.status).toBe('PAST_DUE');
  });

  it('writes nothing the second time', async () => {
    expect(await seedDemoStatements(t.db, { now: () => new Date() })).toBe(0);
  });
});
