import type { Database } from '../../db/client';
import { supportQuestions } from '../../db/schema/index';

export type NewSupportQuestionRow = typeof supportQuestions.$inferInsert;

/** Stores a question and answers its id and creation time. */
export async function insertSupportQuestion(db: Database, values: NewSupportQuestionRow) {
  const [row] = await db
    .insert(supportQuestions)
    .values(values)
    .returning({ id: supportQuestions.id, createdAt: supportQuestions.createdAt });
  return row!;
}
