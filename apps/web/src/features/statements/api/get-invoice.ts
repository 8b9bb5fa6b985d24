import { API } from '@procounter/shared/contracts/api-paths';
import type { InvoiceDetail } from '@procounter/shared/contracts/statement';
import { useQuery } from '@tanstack/react-query';
import { queryFetch } from '@/lib/query-client';
import { statementKeys } from './keys';

/** GET /admin/invoices/{id}: an invoice or credit memo with its lines, order and store. */
export function useInvoice(id: number) {
  return useQuery({
    queryKey: statementKeys.invoice(id),
    queryFn: (context) => queryFetch<InvoiceDetail>(context, API.invoice(id), {}),
  });
}
