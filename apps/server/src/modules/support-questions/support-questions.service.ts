import type {
  SupportQuestion,
  SupportQuestionAnswer,
  SupportQuestionBody,
  SupportQuestionList,
  SupportQuestionListQuerySchema,
  SupportQuestionStatus,
} from '@procounter/shared/contracts/support-question';
import type { z } from 'zod';
import { notFound } from '../../lib/app-error';
import type { AuthUser } from '../../lib/auth-user';
import type { ServiceDeps } from '../../lib/deps';
import { findCurrentShop } from '../shops/shops.service';
import {
  findInboxQuestion,
  findSupportQuestionPage,
  type InboxQuestionRow,
  insertSupportQuestion,
  updateSupportQuestionStatus,
} from './support-questions.repository';

type Deps = Pick<ServiceDeps, 'db' | 'clock'>;

export interface SupportQuestionSender {
  /** The logged-in asker, or null for a visitor. */
  user: AuthUser | null;
  /** The client address, kept with the question. */
  ip: string;
}

/**
 * Stores a question of the Help Center's contact form. The form's fields are stored as typed; a
 * logged-in asker is also linked to their user and current shop (none when they may act for no
 * shop), so support sees who asked whatever the form says.
 */
export async function submitSupportQuestion(
  deps: Deps,
  body: SupportQuestionBody,
  sender: SupportQuestionSender,
): Promise<SupportQuestionAnswer> {
  const shop = sender.user ? await findCurrentShop(deps, sender.user) : undefined;
  const row = await insertSupportQuestion(deps.db, {
    email: body.emailAddress,
    shopName: body.shopName,
    customerName: body.customerName,
    accountNumber: body.customerAccountNumber,
    phone: body.customerPhoneNumber,
    questionType: body.questionType,
    questionText: body.questionText,
    userId: sender.user?.id ?? null,
    shopId: shop?.shop.id ?? null,
    createdAt: deps.clock.now(),
    ip: sender.ip,
  });
  return { id: row.id, submittedAt: row.createdAt.toISOString() };
}

/** A stored question as the inbox shows it. */
function presentQuestion({
  question,
  loginName,
  linkedShopName,
}: InboxQuestionRow): SupportQuestion {
  return {
    id: question.id,
    emailAddress: question.email,
    shopName: question.shopName,
    customerName: question.customerName,
    customerAccountNumber: question.accountNumber,
    customerPhoneNumber: question.phone,
    // The column is text, but only codes of QUESTION_TYPES are stored (the submit contract checks).
    questionType: question.questionType as SupportQuestion['questionType'],
    questionText: question.questionText,
    status: question.status,
    submittedAt: question.createdAt.toISOString(),
    userId: question.userId,
    loginName,
    shopId: question.shopId,
    linkedShopName,
  };
}

/** GET supportQuestions: a page of the inbox, newest first, optionally of one status. */
export async function listSupportQuestions(
  deps: Pick<Deps, 'db'>,
  query: z.output<typeof SupportQuestionListQuerySchema>,
): Promise<SupportQuestionList> {
  const { rows, total } = await findSupportQuestionPage(deps.db, query);
  return { questions: rows.map(presentQuestion), total, page: query.page, size: query.size };
}

/** PUT supportQuestions/{id}/status: sets where the question stands and answers it; 404 if none. */
export async function setSupportQuestionStatus(
  deps: Pick<Deps, 'db'>,
  id: number,
  status: SupportQuestionStatus,
): Promise<SupportQuestion> {
  if (!(await updateSupportQuestionStatus(deps.db, id, status))) {
    throw notFound('No such support question');
  }
  const row = await findInboxQuestion(deps.db, id);
  if (!row) throw notFound('No such support question');
  return presentQuestion(row);
}
