// Calls that many requests make at once, asked of the database together: while one batch is out,
// the calls that come in wait and go as the next batch, one statement for all of them. A call
// never joins a batch already out, so its answer is read after the call was made (a write
// committed before it is seen, as if it had asked alone). With nothing out, a call goes at once:
// one caller waits no longer than before.

export type Coalesced<Item, Answer> = (item: Item) => Promise<Answer>;

/**
 * `run` answers a batch's items in their order; at most `maxBatch` items go in one batch, and one
 * batch is out at a time. A failed batch fails each of its calls.
 */
export function coalesce<Item, Answer>(
  run: (items: Item[]) => Promise<Answer[]>,
  maxBatch: number,
): Coalesced<Item, Answer> {
  const waiting: { item: Item; resolve: (a: Answer) => void; reject: (e: unknown) => void }[] = [];
  let out = false;

  async function send() {
    out = true;
    try {
      while (waiting.length > 0) {
        const batch = waiting.splice(0, maxBatch);
        try {
          const answers = await run(batch.map((w) => w.item));
          if (answers.length !== batch.length) throw new Error('a batch answered another count');
          for (let i = 0; i < batch.length; i++) batch[i]!.resolve(answers[i]!);
        } catch (error) {
          for (const w of batch) w.reject(error);
        }
      }
    } finally {
      out = false;
    }
  }

  return (item) =>
    new Promise<Answer>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (!out) void send();
    });
}
