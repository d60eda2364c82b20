import { addDays, availableNowText, formatDayRange, nzToday, type OwnerProfile, type TourStopView } from 'contract';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockApi, mockApi, MockReply } from '../../../lib/testing/mock-api';
import { ownerProfile, renderRoutes, sessionView, signedIn } from '../../../../test/advertiser/render';
import ProfileEditorPage from '../ProfileEditorPage';

const user = userEvent.setup({ delay: null });
const today = nzToday();
const stop = (id: string, town: string, region: string, from: number, to: number): TourStopView => ({
  id,
  town,
  region,
  first_day: addDays(today, from),
  last_day: addDays(today, to),
});

async function openTouring(profile: OwnerProfile = ownerProfile(), routes: Record<string, MockReply> = {}): Promise<MockApi> {
  const api = mockApi(routes);
  signedIn(api, sessionView(profile));
  await renderRoutes({ '/profile': <ProfileEditorPage /> }, '/profile?tab=touring');
  return api;
}

const preview = () => screen.getByRole('complementary', { name: 'Your card in the directory' });

describe('editor: touring and available now', () => {
  it('adds a tour stop and shows it in the list and on the card preview', async () => {
    const added = stop('t1', 'Wellington', 'wellington', 3, 6);
    const api = await openTouring(ownerProfile(), { 'POST /api/profiles/me/tour-stops': { status: 201, body: { message: 'Tour stop added', tour_stops: [added] } } });
    expect(screen.getByText('No tour stops yet.')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Town' }), 'Wellington');
    fireEvent.change(screen.getByLabelText('First day'), { target: { value: added.first_day } });
    fireEvent.change(screen.getByLabelText('Last day'), { target: { value: added.last_day } });
    await user.click(screen.getByRole('button', { name: 'Add tour stop' }));

    expect(await screen.findByText('Tour stop added')).toBeInTheDocument();
    expect(api.callsTo('POST /api/profiles/me/tour-stops')[0].body).toEqual({ town: 'Wellington', first_day: added.first_day, last_day: added.last_day });
    const dates = formatDayRange(added.first_day, added.last_day, today);
    expect(within(screen.getByRole('list', { name: 'Your tour stops' })).getByText('Wellington')).toBeInTheDocument();
    expect(within(preview()).getByText(`Touring: Wellington ${dates}`)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Town' })).toHaveValue('');
  });

  it('shows the server’s reason when a stop is refused, and keeps what was typed', async () => {
    await openTouring(ownerProfile({ tour_stops: [stop('t1', 'Wellington', 'wellington', 3, 6)] }), {
      'POST /api/profiles/me/tour-stops': {
        status: 400,
        body: { statusCode: 400, message: 'This tour stop overlaps your stop in Wellington (3–6 Dec). Tour stops cannot overlap.', error: 'Bad Request' },
      },
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Town' }), 'Nelson');
    fireEvent.change(screen.getByLabelText('First day'), { target: { value: addDays(today, 4) } });
    fireEvent.change(screen.getByLabelText('Last day'), { target: { value: addDays(today, 5) } });
    await user.click(screen.getByRole('button', { name: 'Add tour stop' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This tour stop overlaps your stop in Wellington (3–6 Dec). Tour stops cannot overlap.');
    expect(screen.getByRole('combobox', { name: 'Town' })).toHaveValue('Nelson');
  });

  it('removes a stop', async () => {
    const wellington = stop('t1', 'Wellington', 'wellington', 3, 6);
    const api = await openTouring(ownerProfile({ tour_stops: [wellington, stop('t2', 'Nelson', 'nelson', 20, 21)] }), {
      'DELETE /api/profiles/me/tour-stops/t1': { body: { message: 'Tour stop removed', tour_stops: [stop('t2', 'Nelson', 'nelson', 20, 21)] } },
    });
    expect(within(preview()).getByText(/^Touring: Wellington/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `Remove Wellington ${formatDayRange(wellington.first_day, wellington.last_day, today)}` }));

    expect(await screen.findByText('Tour stop removed')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/profiles/me/tour-stops/t1')).toHaveLength(1);
    expect(within(screen.getByRole('list', { name: 'Your tour stops' })).getAllByRole('listitem')).toHaveLength(1);
    // Nelson starts in 20 days: listed in the editor, not yet on the card.
    expect(within(preview()).queryByText(/Touring:/)).not.toBeInTheDocument();
  });

  it('switches available now on for the chosen hours and off again, and the card shows it meanwhile', async () => {
    const until = new Date(Date.now() + 5 * 3_600_000).toISOString();
    const text = availableNowText(until)!;
    const api = await openTouring(ownerProfile(), {
      'PUT /api/profiles/me/available-now': { body: { message: text, available_until: until } },
      'DELETE /api/profiles/me/available-now': { body: { message: 'Available now is switched off', available_until: null } },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Available now is off.');
    expect(within(screen.getByRole('combobox', { name: 'For how long' })).getAllByRole('option')).toHaveLength(12);

    await user.selectOptions(screen.getByRole('combobox', { name: 'For how long' }), '5 hours');
    await user.click(screen.getByRole('button', { name: 'Switch on' }));

    expect(api.callsTo('PUT /api/profiles/me/available-now')[0].body).toEqual({ hours: 5 });
    expect(await within(preview()).findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(text);

    await user.click(screen.getByRole('button', { name: 'Switch off' }));
    expect(await screen.findByText('Available now is off.')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/profiles/me/available-now')).toHaveLength(1);
    expect(within(preview()).queryByText(/Available now/)).not.toBeInTheDocument();
  });
});
