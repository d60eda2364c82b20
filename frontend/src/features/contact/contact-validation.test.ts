import { EMPTY_CONTACT, validateContact } from './contact-validation';

const valid = { name: 'Sam', phone: '+64 (21) 555-1234', email: 'sam@example.co.nz', city: 'Nelson', message: 'Hello there' };

describe('contact validation', () => {
  it('accepts a complete form', () => {
    expect(validateContact(valid)).toEqual({});
  });

  it('requires every field', () => {
    expect(validateContact(EMPTY_CONTACT)).toEqual({
      name: 'Name is required',
      phone: 'Phone is required',
      email: 'Email is required',
      city: 'City is required',
      message: 'Message is required',
    });
    expect(validateContact({ ...valid, message: '   ' })).toEqual({ message: 'Message is required' });
  });

  it.each(['sam', 'sam@', 'sam@example', 'sam example@x.nz'])("rejects the email '%s'", (email) => {
    expect(validateContact({ ...valid, email })).toEqual({ email: 'Please enter a valid email address' });
  });

  it.each(['12345', '123456789012345678901', '021 555 CALL', '021#5551234'])("rejects the phone '%s'", (phone) => {
    expect(validateContact({ ...valid, phone })).toEqual({ phone: 'Please enter a valid phone number' });
  });

  it.each(['123456', '12345678901234567890', '(09) 555-0142', '+64 21 555 0142'])("accepts the phone '%s'", (phone) => {
    expect(validateContact({ ...valid, phone })).toEqual({});
  });
});
