import { SUPPORT_QUESTION_STATUSES } from '@procounter/shared/contracts/support-question';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { shops } from './shops';
import { users } from './users';

// Questions sent from the Help Center's contact form (R-HELP-10, R-HELP-12). The form's
// fields are kept as typed: a visitor's shop and account number are their own words, not
// references. A logged-in asker is also linked to their user and current shop; deleting either
// keeps the question.

const statusList = sql.raw(SUPPORT_QUESTION_STATUSES.map((status) => `'${status}'`).join(', '));

export const supportQuestions = pgTable(
  'support_questions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    email: text('email').notNull(),
    shopName: text('shop_name').notNull(),
    customerName: text('customer_name').notNull(),
    accountNumber: text('account_number').notNull(),
    phone: text('phone').notNull(),
    /** One of QUESTION_TYPES; text rather than an enum so a new type needs no migration. */
    questionType: text('question_type').notNull(),
    questionText: text('question_text').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'set null' }),
    status: text('status', { enum: SUPPORT_QUESTION_STATUSES }).notNull().default('NEW'),
    createdAt: instant('created_at').notNull().defaultNow(),
    /** The client address the question came from, for tracing floods. */
    ip: text('ip'),
  },
  (t) => [
    // The support inbox lists newest first.
    index('support_questions_created_at_idx').on(t.createdAt.desc()),
    check('support_questions_status_check', sql`${t.status} in (${statusList})`),
  ],
);
