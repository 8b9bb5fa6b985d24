import { describe, expect, it } from 'vitest';
import { encodeFormMessage, translateFormMessage } from './form-errors';
import { i18n, initI18n } from './i18n';

describe('translateFormMessage', () => {
  it('fills the spec placeholder {0} of decimalPlaces in both languages', async () => {
    await initI18n('en');
    await i18n.changeLanguage('en');
    const message = encodeFormMessage('validation:decimalPlaces', { 0: 2 });
    expect(translateFormMessage(i18n.t, message)).toBe('Value must have 2 or less decimal places');
    await i18n.changeLanguage('es');
    expect(translateFormMessage(i18n.t, message)).toBe('El valor debe tener 2 decimales o menos');
    await i18n.changeLanguage('en');
  });

  it('translates a plain key and keeps i18next interpolation', async () => {
    await initI18n('en');
    await i18n.changeLanguage('en');
    expect(translateFormMessage(i18n.t, 'validation:required')).toBe('This field is required.');
    expect(
      translateFormMessage(i18n.t, encodeFormMessage('common:form.tooLong', { count: 22 })),
    ).toBe('Use at most 22 characters.');
  });
});
