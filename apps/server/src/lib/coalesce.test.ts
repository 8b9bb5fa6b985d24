import { describe, expect, it } from 'vitest';
import { coalesce } from './coalesce';

/** A batch runner whose batches the test answers by hand, recording what each held. */
function manualRunner() {
  const batches: { items: number[]; answer: () => void; fail: (e: Error) => void }[] = [];
  const run = (items: number[]) =>
    new Promise<string[]>((resolve, reject) => {
      batches.push({
        items,
        answer: () => resolve(items.map((i) => `answer ${i}`)),
        fail: reject,
      });
    });
  return { batches, run };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('coalesce', () => {
  it('sends a lone call at once and answers it', async () => {
    const { batches, run } = manualRunner();
    const ask = coalesce(run, 10);
    const answer = ask(1);
    expect(batches.map((b) => b.items)).toEqual([[1]]);
    batches[0]!.answer();
    expect(await answer).toBe('answer 1');
  });

  it('sends the calls made while a batch is out together, as the next batch, never in the one out', async () => {
    const { batches, run } = manualRunner();
    const ask = coalesce(run, 10);
    const first = ask(1);
    const later = [ask(2), ask(3), ask(4)];
    // The batch out was sent before 2-4 were asked: they wait for the next one.
    expect(batches.map((b) => b.items)).toEqual([[1]]);
    batches[0]!.answer();
    expect(await first).toBe('answer 1');
    await settle();
    expect(batches.map((b) => b.items)).toEqual([[1], [2, 3, 4]]);
    batches[1]!.answer();
    expect(await Promise.all(later)).toEqual(['answer 2', 'answer 3', 'answer 4']);
  });

  it('puts at most maxBatch calls in a batch', async () => {
    const { batches, run } = manualRunner();
    const ask = coalesce(run, 2);
    const answers = [1, 2, 3, 4, 5, 6].map((i) => ask(i));
    batches[0]!.answer();
    await settle();
    batches[1]!.answer();
    await settle();
    batches[2]!.answer();
    await settle();
    batches[3]!.answer();
    expect(batches.map((b) => b.items)).toEqual([[1], [2, 3], [4, 5], [6]]);
    expect(await Promise.all(answers)).toHaveLength(6);
  });

  it("fails a failed batch's calls only; the next batch goes and a new call after all is sent at once", async () => {
    const { batches, run } = manualRunner();
    const ask = coalesce(run, 10);
    const first = ask(1);
    const second = ask(2);
    batches[0]!.fail(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await settle();
    batches[1]!.answer();
    expect(await second).toBe('answer 2');
    await settle();
    const third = ask(3);
    expect(batches).toHaveLength(3);
    batches[2]!.answer();
    expect(await third).toBe('answer 3');
  });

  it('fails the calls of a batch answered with another count of answers', async () => {
    const ask = coalesce(async () => ['one answer'], 10);
    const first = ask(1);
    const both = [ask(2), ask(3)];
    expect(await first).toBe('one answer');
    for (const call of both) await expect(call).rejects.toThrow('another count');
  });
});
