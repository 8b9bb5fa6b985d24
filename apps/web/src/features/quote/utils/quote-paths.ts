/** The page of one quote (the route table's quoteDetails). */
export const quoteDetailsPath = (worksheetHeaderId: number) =>
  `/quote/details/${worksheetHeaderId}`;
