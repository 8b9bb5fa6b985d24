import { routePath } from '@/lib/route-paths';

/** The page of one quote (the route quoteDetails). */
export const quoteDetailsPath = (worksheetHeaderId: number) =>
  routePath('quoteDetails', { quoteId: worksheetHeaderId });
