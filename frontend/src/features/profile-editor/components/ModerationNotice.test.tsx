import { render, screen } from '@testing-library/react';
import { ownerProfile } from '../../../../test/advertiser/render';
import { ModerationNotice } from './ModerationNotice';

const submitted = { held: true, note: null, submitted_at: '2026-11-20T01:00:00Z', decided_at: null };

describe('ModerationNotice', () => {
  it('tells the owner a new profile is waiting for review', () => {
    render(<ModerationNotice profile={ownerProfile({ withheld_for: ['review'], moderation: [{ ...submitted, kind: 'new_profile', state: 'pending', reason: null }] })} />);
    expect(screen.getByRole('status')).toHaveTextContent('Your profile is waiting for review. It will appear in the directory once our team approves it.');
  });

  it('shows the reason and note of a rejection and how to send the profile again', () => {
    const rejected = { ...submitted, kind: 'new_profile' as const, state: 'rejected' as const, reason: 'The profile is incomplete or misleading', note: 'Add your own photos', decided_at: '2026-11-20T02:00:00Z' };
    render(<ModerationNotice profile={ownerProfile({ withheld_for: ['review'], moderation: [rejected] })} />);
    expect(screen.getByRole('status')).toHaveTextContent('Your profile was not approved. The profile is incomplete or misleading. Add your own photos');
    expect(screen.getByRole('status')).toHaveTextContent('save your profile to send it to us again');
  });

  it('says nothing once the profile is listed', () => {
    const { container } = render(<ModerationNotice profile={ownerProfile({ moderation: [{ ...submitted, kind: 'new_profile', state: 'approved', reason: null }] })} />);
    expect(container).toBeEmptyDOMElement();
  });
});
