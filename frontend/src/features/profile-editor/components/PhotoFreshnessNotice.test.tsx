import '../../../lib/testing/polyfills';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ownerProfile } from '../../../../test/advertiser/render';
import { PhotoFreshnessNotice } from './PhotoFreshnessNotice';

const NOW = new Date('2026-11-25T00:00:00Z');

function show(overrides: Parameters<typeof ownerProfile>[0]) {
  return render(
    <MemoryRouter>
      <PhotoFreshnessNotice profile={ownerProfile(overrides)} now={NOW} />
    </MemoryRouter>,
  );
}

describe('PhotoFreshnessNotice', () => {
  it('tells the owner of a profile out of the directory for stale photos why, and how to come back', () => {
    show({ withheld_for: ['stale_photos'], photos_updated_at: '2025-09-10T01:00:00Z' });
    expect(screen.getByRole('status')).toHaveTextContent('Your profile is not shown in the directory. Your newest photo is over 12 months old (September 2025)');
    expect(screen.getByRole('status')).toHaveTextContent('Upload a new photo: once our team approves it, your profile is listed again.');
    expect(screen.getByRole('link', { name: 'Upload a new photo' })).toHaveAttribute('href', '/profile?tab=photos');
  });

  it('reminds the owner once the newest photo is over 6 months old', () => {
    show({ photos_updated_at: '2026-05-01T01:00:00Z' });
    expect(screen.getByRole('status')).toHaveTextContent('Time for new photos. Your newest photo was uploaded in May 2026.');
  });

  it('says nothing while the photos are fresh, or when there are none', () => {
    expect(show({ photos_updated_at: '2026-08-01T01:00:00Z' }).container).toBeEmptyDOMElement();
    expect(show({ photos_updated_at: null }).container).toBeEmptyDOMElement();
  });
});
