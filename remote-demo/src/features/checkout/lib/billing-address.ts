/** The billing address form's values. */
export interface BillingAddress {
  fullName: string;
  phone: string;
  email: string;
  address: string;
  city: string;
  postalCode: string;
  country: string;
}

export const BILLING_FIELDS = ['fullName', 'phone', 'email', 'address', 'city', 'postalCode', 'country'] as const;

export const EMPTY_BILLING_ADDRESS: BillingAddress = {
  fullName: '',
  phone: '',
  email: '',
  address: '',
  city: '',
  postalCode: '',
  country: '',
};

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Digits with the usual separators and an optional leading +, 6 to 20 characters.
export const PHONE_PATTERN = /^\+?[\d\s().-]{6,20}$/;
