// Support hours (spec 000 §9): Monday to Friday, 7:30 AM to 6 PM Central. "Central" is the wall
// clock of America/Chicago, so the hours follow daylight saving time (CST UTC-6, CDT UTC-5).

export const SUPPORT_TIME_ZONE = 'America/Chicago';
/** Minutes after local midnight: open at 7:30, closed from 18:00. */
export const SUPPORT_OPENS_AT_MINUTE = 7 * 60 + 30;
export const SUPPORT_CLOSES_AT_MINUTE = 18 * 60;

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

const chicagoParts = new Intl.DateTimeFormat('en-US', {
  timeZone: SUPPORT_TIME_ZONE,
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The weekday (0 Sunday) and minute of the day of an instant on Central time. */
export function centralWallClock(instant: Date): { weekday: number; minute: number } {
  let weekday = -1;
  let hour = 0;
  let minute = 0;
  for (const part of chicagoParts.formatToParts(instant)) {
    if (part.type === 'weekday')
      weekday = WEEKDAYS.indexOf(part.value as (typeof WEEKDAYS)[number]);
    else if (part.type === 'hour') hour = Number(part.value);
    else if (part.type === 'minute') minute = Number(part.value);
  }
  return { weekday, minute: hour * 60 + minute };
}

/** Whether support answers at this instant: Monday to Friday, 7:30 AM (included) to 6 PM (excluded), Central. */
export function isWithinSupportHours(instant: Date): boolean {
  const { weekday, minute } = centralWallClock(instant);
  return (
    weekday >= 1 &&
    weekday <= 5 &&
    minute >= SUPPORT_OPENS_AT_MINUTE &&
    minute < SUPPORT_CLOSES_AT_MINUTE
  );
}
