/** The latest of the given instants, ignoring missing ones; null when there is none. */
export function latestOf(...instants: (Date | null | undefined)[]): Date | null {
  let latest: Date | null = null;
  for (const instant of instants) {
    if (instant instanceof Date && (latest === null || instant > latest)) latest = instant;
  }
  return latest;
}
