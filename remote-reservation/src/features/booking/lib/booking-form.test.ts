import { validateBooking, type BookingFormValues } from './booking-form';

const valid: BookingFormValues = { contactName: 'Nguyễn An', contactPhone: '0912 345 678', note: '', occasion: 'none' };

describe('validateBooking', () => {
  it('accepts a name in any script and a note with line breaks', () => {
    expect(validateBooking({ ...valid, contactName: 'محمد الأحمد', note: 'Ghế trẻ em\nGần cửa sổ' })).toEqual({});
  });

  it('refuses control and text-direction override characters, as the API does', () => {
    expect(validateBooking({ ...valid, contactName: 'An\u202Eg' })).toEqual({ contactName: 'nameInvalid' });
    expect(validateBooking({ ...valid, contactName: 'An\tNguyễn' })).toEqual({ contactName: 'nameInvalid' });
    expect(validateBooking({ ...valid, note: 'Bàn\u0007 4' })).toEqual({ note: 'noteInvalid' });
  });
});
