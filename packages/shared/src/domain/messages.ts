import type { BroadcastMessage } from '../contracts/messages';

/**
 * True when `now` lies inside one of the message's schedule windows. Here, not in
 * contracts/messages.ts, so the web app's shell checks it without zod.
 */
export function isMessageScheduledAt(message: Pick<BroadcastMessage, 'schedules'>, now: number) {
  return message.schedules.some((s) => s.startDateTime <= now && now < s.endDateTime);
}
