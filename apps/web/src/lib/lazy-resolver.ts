import type { FieldValues, Resolver } from 'react-hook-form';
import { loadOnce } from './load-once';

export interface LazyResolver<T extends FieldValues> {
  resolver: Resolver<T>;
  /** Starts loading the resolver's code (on the form's first focus), so a submit never waits. */
  preload: () => void;
}

/**
 * A react-hook-form resolver whose code (the shared zod schema, and zod itself) loads when the form
 * is first used rather than with the page: a form shown on first paint (the login form) does not
 * make the page wait for zod. A failed load is tried again on the next validation.
 */
export function lazyResolver<T extends FieldValues>(
  load: () => Promise<Resolver<T>>,
): LazyResolver<T> {
  const get = loadOnce(load);
  return {
    resolver: async (values, context, options) => (await get())(values, context, options),
    preload: () => {
      get().catch(() => undefined);
    },
  };
}
