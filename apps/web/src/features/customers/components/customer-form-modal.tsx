import { Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Customer } from '@procounter/shared/contracts/customer';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateCustomer } from '@/hooks/use-create-customer';
import { useMediaQueryNow } from '@/hooks/use-media-query-now';
import { ApiError } from '@/lib/api-client';
import { customerName } from '@/lib/customer-vehicle';
import { PHONE_QUERY } from '@/lib/media-queries';
import { useUpdateCustomer } from '../api/update-customer';
import { type CustomerFormValues, customerFormValues, EMPTY_CUSTOMER } from '../utils/form-values';
import { failureText } from '../utils/server-message';
import { CustomerForm } from './customer-form';
import classes from './customers.module.css';

export interface CustomerFormModalProps {
  opened: boolean;
  /** The customer to edit; none: a new customer. */
  customer?: Customer;
  onClose: () => void;
  onSaved?: (customer: Customer) => void;
}

/**
 * New customer, or Edit customer: the form in a dialog (the whole screen on a phone). A saved
 * customer is a notice, and the dialog closes.
 */
export function CustomerFormModal({ opened, customer, onClose, onSaved }: CustomerFormModalProps) {
  const { t } = useTranslation();
  const phone = useMediaQueryNow(PHONE_QUERY);
  const create = useCreateCustomer();
  const update = useUpdateCustomer();
  const [failure, setFailure] = useState<string | null>(null);
  // A fresh object per refusal, so the same refusal twice still reaches the field.
  const [carAccountError, setCarAccountError] = useState<{ key: string } | null>(null);
  const pending = create.isPending || update.isPending;

  const close = () => {
    setFailure(null);
    setCarAccountError(null);
    onClose();
  };

  const save = (values: CustomerFormValues) => {
    setFailure(null);
    setCarAccountError(null);
    const handlers = {
      onSuccess: (saved: Customer) => {
        notifications.show({
          color: 'green',
          withBorder: true,
          message: t(customer ? 'customers:form.updated' : 'customers:form.created', {
            name: customerName(saved),
          }),
        });
        close();
        onSaved?.(saved);
      },
      onError: (error: unknown) => {
        // An account number that is no car-customer account: said on its field.
        if (error instanceof ApiError && error.code === 'CAR_ACCOUNT_NOT_FOUND') {
          setCarAccountError({ key: 'customers:form.carAccountNotFound' });
        } else setFailure(failureText(t, error, 'customers:errors.saveFailed'));
      },
    };
    if (customer) update.mutate({ id: customer.id, customer: values }, handlers);
    else create.mutate(values, handlers);
  };

  return (
    <Modal
      classNames={{ content: classes.readableErrors }}
      opened={opened}
      onClose={close}
      title={customer ? t('customers:form.editTitle') : t('customers:form.createTitle')}
      size="lg"
      fullScreen={phone}
    >
      {opened ? (
        <CustomerForm
          // A new form each time the dialog opens (or for another customer).
          key={customer?.id ?? 'new'}
          defaultValues={customer ? customerFormValues(customer) : EMPTY_CUSTOMER}
          submitLabel={customer ? t('customers:form.save') : t('customers:form.create')}
          pending={pending}
          failure={failure}
          carAccountError={carAccountError}
          onSubmit={save}
          onCancel={close}
        />
      ) : null}
    </Modal>
  );
}
