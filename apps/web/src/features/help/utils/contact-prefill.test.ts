import { describe, expect, it } from 'vitest';
import { makeShop, makeUser } from '@/testing/fixtures';
import { contactPrefill } from './contact-prefill';

describe('contactPrefill', () => {
  it('takes e-mail and full name from the user, and name, account and phone from the shop', () => {
    expect(contactPrefill(makeUser(), makeShop())).toEqual({
      emailAddress: 'tech@example.com',
      customerName: 'Terry Tech',
      shopName: 'Lone Star Auto Repair - Main St',
      customerAccountNumber: '100001',
      customerPhoneNumber: '512-555-0100',
    });
  });

  it('leaves out what is missing: no e-mail, no shop phone, no shop at all', () => {
    expect(
      contactPrefill(makeUser({ emailAddress: null }), makeShop({ shopPhone: null })),
    ).not.toHaveProperty('emailAddress');
    expect(contactPrefill(makeUser(), makeShop({ shopPhone: null }))).not.toHaveProperty(
      'customerPhoneNumber',
    );
    expect(contactPrefill(makeUser(), null)).toEqual({
      emailAddress: 'tech@example.com',
      customerName: 'Terry Tech',
    });
    expect(contactPrefill(null, null)).toEqual({});
  });
});
