import { afterEach, describe, expect, it } from 'vitest';
import { type Bus, createBus, createLocalBus } from './bus';

const silent = { warn: () => {} };
const databaseUrl = process.env.DATABASE_URL || undefined;

function nextMessage(bus: Bus, channel: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no message')), 3000);
    void bus.subscribe(channel, (message) => {
      clearTimeout(timer);
      resolve(message);
    });
  });
}

describe('bus', () => {
  const buses: Bus[] = [];
  afterEach(async () => {
    await Promise.all(buses.splice(0).map((b) => b.close()));
  });

  it('delivers a published message to every subscriber of the channel', async () => {
    const bus = createBus(databaseUrl, silent);
    buses.push(bus);
    const seen: unknown[] = [];
    await bus.subscribe('bus_test_a', (m) => seen.push(['one', m]));
    await bus.subscribe('bus_test_a', (m) => seen.push(['two', m]));
    await bus.subscribe('bus_test_b', (m) => seen.push(['other', m]));
    await bus.publish('bus_test_a', { id: 7 });
    await expect.poll(() => seen.length).toBe(2);
    expect(seen).toEqual(
      expect.arrayContaining([
        ['one', { id: 7 }],
        ['two', { id: 7 }],
      ]),
    );
  });

  it('stops delivering once unsubscribed', async () => {
    const bus = createLocalBus();
    buses.push(bus);
    const seen: unknown[] = [];
    const end = await bus.subscribe('bus_test_c', (m) => seen.push(m));
    await bus.publish('bus_test_c', 1);
    await expect.poll(() => seen).toEqual([1]);
    await end();
    await bus.publish('bus_test_c', 2);
    await new Promise((r) => setTimeout(r, 50));
    expect(seen).toEqual([1]);
  });

  it('refuses a message NOTIFY could not carry and a channel name it could not quote', async () => {
    const bus = createLocalBus();
    buses.push(bus);
    await expect(bus.publish('bus_test_d', 'x'.repeat(8000))).rejects.toThrow(/bytes/);
    await expect(bus.subscribe('Bad"; drop', () => {})).rejects.toThrow(/channel/);
  });

  it.runIf(databaseUrl)(
    'carries a message from one process to another (two buses on PostgreSQL)',
    async () => {
      const one = createBus(databaseUrl, silent);
      const two = createBus(databaseUrl, silent);
      buses.push(one, two);
      const arrived = nextMessage(two, 'bus_test_e');
      await new Promise((r) => setTimeout(r, 100));
      await one.publish('bus_test_e', { hello: 'otro proceso' });
      await expect(arrived).resolves.toEqual({ hello: 'otro proceso' });
    },
  );
});
