import type {
  SupportQuestionAnswer,
  SupportQuestionBody,
} from '@procounter/shared/contracts/support-question';
import type { ServiceDeps } from '../../lib/deps';
import { getCurrentShop } from '../shops/shops.service';
import type { AuthUser } from '../users/users.service';
import { insertSupportQuestion } from './support-questions.repository';

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
  const shop = sender.user ? await getCurrentShop(deps, sender.user) : undefined;
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
