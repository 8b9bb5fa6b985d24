import { lazy, Suspense, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { CustomerDetailsPage } from '@/features/customers/components/customer-details-page';
import type { FindParts } from '@/features/customers/components/customer-vehicles';
import { useVehicleChoice } from '@/features/vehicle/hooks/use-vehicle-choice';
import { routePath } from '@/lib/route-paths';
import { showErrorToast } from '@/lib/toasts';

// The quote question loads when a choice asks it, as on the start page.
const QuoteChoiceModal = lazy(() =>
  import('@/features/vehicle/components/quote-choice-modal').then((module) => ({
    default: module.QuoteChoiceModal,
  })),
);

/**
 * /customers/details/{id}: one customer of the shop (issue 22). Find parts on one of their
 * vehicles goes through the vehicle selector's own choice (features/vehicle: the quote question
 * when the quote holds items; then the current vehicle, the mini quote and the recent vehicles
 * are read again), and on to the start page, where the parts search begins.
 */
export function Component() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const customerId = /^\d{1,10}$/.test(id ?? '') ? Number(id) : Number.NaN;
  const { choose, prompt } = useVehicleChoice();
  const findParts = useCallback<FindParts>(
    async (select) => {
      const chosen = await choose(select, () => showErrorToast(t('vehicle:changeFailed')));
      if (chosen) void navigate(routePath('home'));
      return chosen;
    },
    [choose, navigate, t],
  );
  return (
    <>
      <CustomerDetailsPage key={id} customerId={customerId} findParts={findParts} />
      {prompt ? (
        <Suspense fallback={null}>
          <QuoteChoiceModal prompt={prompt} />
        </Suspense>
      ) : null}
    </>
  );
}
