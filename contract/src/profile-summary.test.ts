import { profileSummary } from './profile-summary';

describe('profile summary', () => {
  it('says the name, age, location and bio the advertiser entered', () => {
    expect(profileSummary({ full_name: 'Mia', age: 27, location: 'Wellington', bio: 'Warm and easy-going.' })).toBe(
      'Mia, 27, companion in Wellington. Warm and easy-going.',
    );
  });

  it('leaves out what was not entered instead of inventing it', () => {
    expect(profileSummary({ full_name: 'Mia', age: null, location: '  ', bio: null })).toBe('Mia, companion.');
  });

  it('is cut at 160 characters', () => {
    expect(profileSummary({ full_name: 'Mia', age: 27, location: 'Nelson', bio: 'x'.repeat(300) })).toHaveLength(160);
  });
});
