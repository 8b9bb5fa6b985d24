/** Loads something at most once at a time; answers the value once loaded. */
export interface LoadOnce<T> {
  (): Promise<T>;
  /** The value, once a load has succeeded; null before. */
  loaded: () => T | null;
}

/**
 * Wraps a load (a module's import, as a rule) so that every call shares one attempt, and a failed
 * attempt is forgotten: the next call tries again (a chunk lost to a network blip is not lost for
 * good).
 */
export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let loading: Promise<T> | null = null;
  let value: { current: T } | null = null;
  const get = () => {
    loading ??= load().then(
      (loadedValue) => {
        value = { current: loadedValue };
        return loadedValue;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  return Object.assign(get, { loaded: () => value?.current ?? null });
}
