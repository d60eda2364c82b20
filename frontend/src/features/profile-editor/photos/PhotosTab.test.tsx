import type { OwnerProfile, PhotoView } from 'contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockApi, mockApi, MockReply } from '../../../lib/testing/mock-api';
import { ownerProfile, photo, renderRoutes, sessionView, signedIn } from '../../../../test/advertiser/render';
import ProfileEditorPage from '../ProfileEditorPage';

const user = userEvent.setup({ delay: null });

/** Answers the photo uploads (the one call made with XMLHttpRequest, for its progress events). */
class FakeUpload {
  static answers: { status: number; body: unknown }[] = [];
  static sent: FormData[] = [];
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  responseText = '';
  open() {}
  setRequestHeader() {}
  send(body: FormData) {
    FakeUpload.sent.push(body);
    const answer = FakeUpload.answers.shift() ?? { status: 500, body: {} };
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      this.status = answer.status;
      this.responseText = JSON.stringify(answer.body);
      this.onload?.();
    }, 0);
  }
}

beforeAll(() => {
  URL.createObjectURL = jest.fn((file: Blob) => `blob:${(file as File).name}`);
  URL.revokeObjectURL = jest.fn();
  (globalThis as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeUpload;
});

beforeEach(() => {
  FakeUpload.answers = [];
  FakeUpload.sent = [];
});

const first = photo({ id: 'a', position: 0, is_primary: true });
const second = photo({ id: 'b', position: 1 });
const jpg = (name: string) => new File(['x'], name, { type: 'image/jpeg' });

async function openPhotos(profile: OwnerProfile, routes: Record<string, MockReply> = {}): Promise<MockApi> {
  const api = mockApi(routes);
  signedIn(api, sessionView(profile));
  await renderRoutes({ '/profile': <ProfileEditorPage /> }, '/profile?tab=photos');
  return api;
}

const gallery = () => within(screen.getByRole('list', { name: 'Your photos' }));

describe('photos tab', () => {
  it('previews the selection and stops at the plan cap', async () => {
    await openPhotos(ownerProfile({ photos: [first, second] }));
    await user.upload(screen.getByLabelText('Select photos'), [jpg('c.jpg'), jpg('d.jpg')]);
    expect(await screen.findByRole('alert')).toHaveTextContent('You can only upload a maximum of 3 photos with your current plan.');
    expect(screen.getAllByRole('img', { name: /New photo \d preview/ })).toHaveLength(1);
  });

  it('uses the higher cap of a premium plan', async () => {
    await openPhotos(ownerProfile({ subscription_tier: 'premium', photos: [first, second] }));
    await user.upload(screen.getByLabelText('Select photos'), [jpg('c.jpg'), jpg('d.jpg')]);
    expect(screen.getAllByRole('img', { name: /New photo \d preview/ })).toHaveLength(2);
    expect(screen.getByText(/2 of 20 photos/)).toBeInTheDocument();
  });

  it('refuses files that are not images or are too large', async () => {
    await openPhotos(ownerProfile());
    await userEvent.setup({ applyAccept: false }).upload(screen.getByLabelText('Select photos'), new File(['x'], 'a.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('File must be an image');
    const big = jpg('big.jpg');
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
    await user.upload(screen.getByLabelText('Select photos'), big);
    expect(await screen.findByRole('alert')).toHaveTextContent('File size must be less than 5MB');
  });

  it('uploads one by one with a progress bar each', async () => {
    const c = photo({ id: 'c', position: 0, is_primary: true });
    const d = photo({ id: 'd', position: 1 });
    FakeUpload.answers = [
      { status: 201, body: { message: 'Photos uploaded successfully!', photos: [c] } },
      { status: 201, body: { message: 'Photos uploaded successfully!', photos: [c, d] } },
    ];
    await openPhotos(ownerProfile());
    await user.upload(screen.getByLabelText('Select photos'), [jpg('c.jpg'), jpg('d.jpg')]);
    expect(screen.getByRole('progressbar', { name: 'Upload progress for c.jpg' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload 2 photos' }));
    expect(await screen.findByText('Photos uploaded successfully!')).toBeInTheDocument();
    expect(FakeUpload.sent.map((f) => (f.get('photos') as File).name)).toEqual(['c.jpg', 'd.jpg']);
    expect(gallery().getAllByRole('img')).toHaveLength(2);
  });

  it("stops the batch at the first failure with the server's message", async () => {
    FakeUpload.answers = [{ status: 400, body: { message: 'You can only upload a maximum of 3 photos with your current plan.' } }];
    await openPhotos(ownerProfile());
    await user.upload(screen.getByLabelText('Select photos'), [jpg('c.jpg'), jpg('d.jpg')]);
    await user.click(screen.getByRole('button', { name: 'Upload 2 photos' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can only upload a maximum of 3 photos with your current plan.');
    expect(FakeUpload.sent).toHaveLength(1);
    expect(screen.getAllByRole('img', { name: /New photo \d preview/ })).toHaveLength(2);
  });

  it('falls back to the generic upload failure', async () => {
    FakeUpload.answers = [{ status: 500, body: {} }];
    await openPhotos(ownerProfile());
    await user.upload(screen.getByLabelText('Select photos'), jpg('c.jpg'));
    await user.click(screen.getByRole('button', { name: 'Upload 1 photo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to upload photos. Please try again.');
  });

  it('sets the main photo', async () => {
    const updated: PhotoView[] = [{ ...first, is_primary: false }, { ...second, is_primary: true }];
    const api = await openPhotos(ownerProfile({ photos: [first, second] }), {
      'PUT /api/profiles/me/photos/b/primary': { body: { message: 'Profile photo updated successfully!', photos: updated } },
    });
    await user.click(screen.getByRole('button', { name: 'Set as main photo 2' }));
    expect(await screen.findByText('Profile photo updated successfully!')).toBeInTheDocument();
    expect(gallery().getByRole('img', { name: 'Photo 2 (main photo)' })).toBeInTheDocument();
    expect(api.callsTo('PUT /api/profiles/me/photos/b/primary')).toHaveLength(1);
  });

  it('says so when the main photo cannot change', async () => {
    await openPhotos(ownerProfile({ photos: [first, second] }), { 'PUT /api/profiles/me/photos/b/primary': { status: 500, body: {} } });
    await user.click(screen.getByRole('button', { name: 'Set as main photo 2' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update profile photo. Please try again.');
  });

  it('deletes a photo only after confirmation', async () => {
    const api = await openPhotos(ownerProfile({ photos: [first, second] }), {
      'DELETE /api/profiles/me/photos/b': { body: { message: 'Photo deleted successfully!', photos: [first] } },
    });
    await user.click(screen.getByRole('button', { name: 'Delete photo 2' }));
    expect(screen.getByText('Delete this photo? This cannot be undone.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    expect(api.callsTo('DELETE /api/profiles/me/photos/b')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete photo 2' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Photo deleted successfully!')).toBeInTheDocument();
    expect(gallery().getAllByRole('img')).toHaveLength(1);
  });

  it('says so when the delete fails', async () => {
    await openPhotos(ownerProfile({ photos: [first, second] }), { 'DELETE /api/profiles/me/photos/b': { status: 500, body: {} } });
    await user.click(screen.getByRole('button', { name: 'Delete photo 2' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete photo. Please try again.');
  });

  it('shows a photo waiting for review from the signed link the server gives it (its public address opens for no one)', async () => {
    const signed = '/media/profile-photos/p1/held-card.webp?expires=1800000000&signature=abc_-1';
    const held = photo({ id: 'h', position: 1, moderation_state: 'pending', url: '/media/profile-photos/p1/held.webp?expires=1800000000&signature=def_-2', card_url: signed });
    await openPhotos(ownerProfile({ photos: [first, held] }));

    const image = gallery().getByRole('img', { name: 'Photo 2' });
    expect(image).toHaveAttribute('src', signed);
    expect(image.closest('li')).toHaveTextContent('Waiting for review');
  });

  it('says why a photo was not approved', async () => {
    const rejected = photo({ id: 'r', position: 1, moderation_state: 'rejected', moderation_reason: 'The photo does not meet our photo rules', moderation_note: 'Text over the photo is not allowed.' });
    await openPhotos(ownerProfile({ photos: [first, rejected] }));

    const item = gallery().getByRole('img', { name: 'Photo 2' }).closest('li')!;
    expect(within(item).getByText('Not approved')).toBeInTheDocument();
    expect(within(item).getByText('The photo does not meet our photo rules. Text over the photo is not allowed.')).toBeInTheDocument();
    expect(gallery().getByRole('img', { name: 'Photo 1 (main photo)' }).closest('li')).not.toHaveTextContent('photo rules');
  });

  it('reorders photos', async () => {
    const api = await openPhotos(ownerProfile({ photos: [first, second] }), {
      'PUT /api/profiles/me/photos/order': { body: { photos: [{ ...second, position: 0 }, { ...first, position: 1 }] } },
    });
    await user.click(screen.getByRole('button', { name: 'Move photo 2 earlier' }));
    expect(await gallery().findByRole('img', { name: 'Photo 2 (main photo)' })).toBeInTheDocument();
    expect(api.callsTo('PUT /api/profiles/me/photos/order')[0].body).toEqual({ ids: ['b', 'a'] });
  });
});
