import { ContactMessage } from '../../src/messages/entities/contact-message.entity';
import { createTestApp, TestApp } from '../test-app';

const valid = { name: 'Aroha Smith', phone: '+64 (21) 555-0101', email: 'aroha@example.co.nz', city: 'Wellington', message: 'Hello,\nI have a question about <b>pricing</b>.' };
let ipCounter = 0;

describe('POST /api/contact', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  /** Each case from its own address, so the per-IP limit only matters where it is the subject. */
  function post(body: Record<string, unknown>, ip = `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`) {
    return t.http().post('/api/contact').set('X-Forwarded-For', ip).send(body);
  }

  async function messagesFrom(email: string): Promise<ContactMessage[]> {
    return t.db.getRepository(ContactMessage).find({ where: { email }, order: { createdAt: 'ASC' } });
  }

  it('stores the message as given and answers with the success text', async () => {
    const res = await post(valid).expect(201);
    expect(res.body).toEqual({ message: 'Your message has been sent successfully! We will get back to you soon.' });
    const [stored] = await messagesFrom(valid.email);
    expect(stored).toMatchObject({ ...valid, isAdminReply: false, isDeleted: false });
  });

  it('starts a new thread for every message, even from the same person', async () => {
    const email = 'twice@example.co.nz';
    await post({ ...valid, email }).expect(201);
    await post({ ...valid, email }).expect(201);
    const stored = await messagesFrom(email);
    expect(stored).toHaveLength(2);
    expect(stored[0].threadId).not.toBe(stored[1].threadId);
  });

  it.each(['name', 'phone', 'email', 'city', 'message'])('requires %s', async (field) => {
    const res = await post({ ...valid, [field]: undefined }).expect(400);
    expect(res.body.message).toBe('Please fill in all required fields');
    const blank = await post({ ...valid, [field]: '   ' }).expect(400);
    expect(blank.body.message).toBe('Please fill in all required fields');
  });

  it.each(['not-an-email', 'a@b', 'two words@example.com', '@example.com'])("refuses the email '%s'", async (email) => {
    const res = await post({ ...valid, email }).expect(400);
    expect(res.body.message).toBe('Please enter a valid email address');
  });

  it.each(['12345', '123456789012345678901', '021 555 01O1', '+64#21555', '021.555.0101'])("refuses the phone '%s'", async (phone) => {
    const res = await post({ ...valid, phone }).expect(400);
    expect(res.body.message).toBe('Please enter a valid phone number');
  });

  it.each(['123456', '+64 21 555 0101', '(09) 555-0101', '12345678901234567890'])("accepts the phone '%s'", async (phone) => {
    await post({ ...valid, phone, email: `phone${ipCounter}@example.co.nz` }).expect(201);
  });

  it('bounds the lengths of name, city and message', async () => {
    expect((await post({ ...valid, name: 'n'.repeat(101) }).expect(400)).body.message).toBe('Name must be 100 characters or fewer');
    expect((await post({ ...valid, city: 'c'.repeat(101) }).expect(400)).body.message).toBe('City must be 100 characters or fewer');
    expect((await post({ ...valid, message: 'm'.repeat(5001) }).expect(400)).body.message).toBe('Message must be 5000 characters or fewer');
    await post({ ...valid, email: 'long@example.co.nz', message: 'm'.repeat(5000) }).expect(201);
  });

  it('refuses fields that are not text', async () => {
    const res = await post({ ...valid, name: { $gt: '' } }).expect(400);
    expect(res.body.message).toBe('Please fill in all required fields');
  });

  it('accepts a filled honeypot with the same answer and stores nothing', async () => {
    const email = 'bot@example.co.nz';
    const res = await post({ ...valid, email, website: 'http://spam.example' }).expect(201);
    expect(res.body).toEqual({ message: 'Your message has been sent successfully! We will get back to you soon.' });
    expect(await messagesFrom(email)).toHaveLength(0);
  });

  it('limits messages per address with 429 and Retry-After', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 5; i += 1) await post({ ...valid, email: 'limited@example.co.nz' }, ip).expect(201);
    const res = await post({ ...valid, email: 'limited@example.co.nz' }, ip).expect(429);
    expect(res.body).toEqual({ statusCode: 429, message: 'Too many messages sent. Please try again later.', error: 'Too Many Requests' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await messagesFrom('limited@example.co.nz')).toHaveLength(5);
    await post({ ...valid, email: 'other-ip@example.co.nz' }, '192.0.2.78').expect(201);
  });
});
