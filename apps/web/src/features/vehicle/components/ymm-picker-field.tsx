import { NativeSelect } from '@mantine/core';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type PickerProps, SearchablePicker } from './searchable-picker';

/** A year/make/model picker: searchable on a desktop, a plain dropdown on a phone. */
export const YmmPickerField = forwardRef<
  HTMLInputElement | HTMLSelectElement,
  PickerProps & { native: boolean }
>(function YmmPickerField({ native, ...props }, ref) {
  const { t } = useTranslation();
  if (!native) {
    return <SearchablePicker ref={ref as React.Ref<HTMLInputElement>} {...props} />;
  }
  return (
    <NativeSelect
      ref={ref as React.Ref<HTMLSelectElement>}
      label={props.label}
      description={props.description}
      disabled={props.disabled}
      value={props.value ?? ''}
      onChange={(event) => {
        if (event.currentTarget.value) props.onChange(event.currentTarget.value);
      }}
      data={[
        {
          value: '',
          label: props.loading ? t('common:loading') : t('vehicle:notSelected'),
          disabled: true,
        },
        ...props.options,
      ]}
    />
  );
});
