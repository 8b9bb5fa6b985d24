import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaticData } from '@/hooks/use-static-data';
import { showErrorToast } from '@/lib/toasts';
import { useHasDealerControl } from '../api/dealer-control';

/**
 * No dealer control (and not a demo): a persistent error toast that tells the user to contact
 * support by chat, e-mail or phone (R-ROLE-5).
 */
export function useDealerControlNotice(): void {
  const { t } = useTranslation();
  const { data: hasDealerControl } = useHasDealerControl();
  const { data: staticData, isFetched } = useStaticData();

  useEffect(() => {
    if (hasDealerControl !== false || !isFetched) return;
    showErrorToast(
      staticData
        ? t('common:dealerControl.missingWithContacts', {
            email: staticData.supportEmail,
            phone: staticData.supportPhone,
          })
        : t('common:dealerControl.missing'),
      { autoClose: false, title: t('common:dealerControl.title') },
    );
  }, [hasDealerControl, isFetched, staticData, t]);
}
