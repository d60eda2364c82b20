import request from 'supertest';
import { count, resetRateLimits, signup, wizard } from '../auth/auth-fixtures';
import { Advertiser, createAdvertiser } from '../factories/users.factory';
import { createTestApp, TestApp } from '../test-app';

/**
 * Sign-up and the owner's editor check the profile's fields with one definition (ProfileFieldsDto).
 * They used to disagree in these five places, so a profile sign-up refused could be saved in the editor.
 */
describe('one set of profile field rules for sign-up and the editor', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => resetRateLimits(t));

  const edit = (owner: Advertiser, body: Record<string, unknown>): request.Test => t.http().put('/api/profiles/me').set(owner.auth).send({ full_name: 'Ruby', ...body });
  const stored = async (owner: Advertiser, column: string) => (await t.db.query(`SELECT ${column} AS value FROM profiles WHERE id = $1`, [owner.profile.id]))[0].value;

  it.each([
    {
      rule: 'services: at most 2000 characters (sign-up allowed 1000)',
      field: 'services',
      column: 'services',
      accepted: 's'.repeat(2000),
      refused: 's'.repeat(2001),
      message: 'Services must be at most 2000 characters long',
    },
    {
      rule: 'phone: 6 to 20 digits, plus signs, spaces, parentheses or hyphens, as the contact form (the editor took any text)',
      field: 'phone',
      column: 'phone',
      accepted: '+64 (21) 555-0199',
      refused: 'call me maybe',
      message: 'Please enter a valid phone number',
    },
    {
      rule: "location: free text ('City, Area') up to 100 characters (sign-up took only the wizard's list)",
      field: 'location',
      column: 'location',
      accepted: 'Nelson, Stoke',
      refused: 'l'.repeat(101),
      message: 'Location must be at most 100 characters long',
    },
    {
      rule: 'website: an http or https address (the editor took any text)',
      field: 'website',
      column: 'website',
      accepted: 'https://ruby.example.nz/about',
      refused: 'javascript:alert(1)',
      message: 'Please enter a valid website address',
    },
    {
      rule: 'bio: at least 50 characters (the editor had no minimum)',
      field: 'bio',
      column: 'bio',
      accepted: 'b'.repeat(50),
      refused: 'b'.repeat(49),
      message: 'Bio must be at least 50 characters long',
    },
  ])('$rule', async ({ field, column, accepted, refused, message }) => {
    const created = await signup(t, wizard({ [field]: accepted })).expect(201);
    expect(created.body.profile[field]).toBe(accepted);
    const users = await count(t, 'users');
    expect((await signup(t, wizard({ [field]: refused })).expect(400)).body).toEqual({ statusCode: 400, message, error: 'Bad Request' });
    expect(await count(t, 'users')).toBe(users);

    const owner = await createAdvertiser(t);
    expect((await edit(owner, { [field]: accepted }).expect(200)).body.profile[field]).toBe(accepted);
    expect((await edit(owner, { [field]: refused }).expect(400)).body).toEqual({ statusCode: 400, message, error: 'Bad Request' });
    expect(await stored(owner, column)).toBe(accepted);
  });

  describe('a field every profile must have', () => {
    it.each([
      ['birthdate', '', 'Date of birth is required'],
      ['birthdate', null, 'Date of birth is required'],
      ['nationality', '', 'Nationality is required'],
      ['location', '  ', 'Location is required'],
      ['phone', '   ', 'Phone is required'],
      ['bio', null, 'Bio is required'],
      ['rates_1hour', '', '1 hour rate is required'],
      ['email', '', 'Contact email is required'],
      ['meeting_with', '', 'Meeting with is required'],
    ])('can be changed in the editor but not blanked: %s sent as %j says which field', async (field, blank, message) => {
      const owner = await createAdvertiser(t);
      const before = await t.db.query(`SELECT * FROM profiles WHERE id = $1`, [owner.profile.id]);
      const res = await edit(owner, { [field]: blank }).expect(400);
      expect(res.body.message).toBe(message);
      expect(await t.db.query(`SELECT * FROM profiles WHERE id = $1`, [owner.profile.id])).toEqual(before);
    });

    it('is kept as it is when the editor does not send it', async () => {
      const owner = await createAdvertiser(t, { birthdate: '1990-01-01' });
      await edit(owner, { bio: 'c'.repeat(60) }).expect(200);
      expect((await t.http().get('/api/profiles/me').set(owner.auth).expect(200)).body).toMatchObject({ birthdate: '1990-01-01', bio: 'c'.repeat(60) });
    });

    it('is refused at sign-up when left out', async () => {
      expect((await signup(t, wizard({ birthdate: undefined })).expect(400)).body.message).toBe('Please fill in all required fields');
    });
  });

  it('lets the editor blank a field the wizard does not require', async () => {
    const owner = await createAdvertiser(t, { website: 'https://ruby.example.nz', services: 'Dinner dates', hairColor: 'Red' });
    const res = await edit(owner, { website: '', services: '  ', hair_color: null }).expect(200);
    expect(res.body.profile).toMatchObject({ website: null, services: null, hair_color: null });
  });
});
