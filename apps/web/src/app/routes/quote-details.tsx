import { Container } from '@mantine/core';
import { useParams } from 'react-router';
import { QuoteDetailsPage } from '@/features/quote/components/quote-details-page';

/** /quote/details/{quoteId}: one quote or order; the page has its own heading (its number). */
export function Component() {
  const { quoteId } = useParams();
  const id = /^\d{1,10}$/.test(quoteId ?? '') ? Number(quoteId) : Number.NaN;
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <QuoteDetailsPage key={quoteId} quoteId={id} />
    </Container>
  );
}
