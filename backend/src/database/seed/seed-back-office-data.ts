import type { ReportReason } from 'contract';

export interface SeedThreadMessage {
  fromAdmin: boolean;
  hoursAgo: number;
  text: string;
}

export interface SeedThread {
  name: string;
  email: string;
  phone: string;
  city: string;
  messages: SeedThreadMessage[];
}

const visitor = (hoursAgo: number, text: string): SeedThreadMessage => ({ fromAdmin: false, hoursAgo, text });
const admin = (hoursAgo: number, text: string): SeedThreadMessage => ({ fromAdmin: true, hoursAgo, text });

/** A few days of the contact inbox: threads awaiting a reply, and threads the team has answered. */
export const SEED_THREADS: SeedThread[] = [
  {
    name: 'Sarah Thompson',
    email: 'sarah.thompson@example.co.nz',
    phone: '021 482 3391',
    city: 'Auckland',
    messages: [
      visitor(96, 'Kia ora, I am thinking of advertising with you. What do I get with Premium that I do not get with Basic? Is it worth the extra $20 a month?'),
      admin(91, 'Kia ora Sarah, Premium profiles are featured on the home page and in the VIP carousel, can show up to 20 photos (Basic allows 8) and get every profile field. Basic is $29.99 a month and Premium $49.99, GST included.'),
      visitor(30, 'Thanks! I have signed up on the free plan for now. If I upgrade to Premium later, do my photos and details stay as they are?'),
    ],
  },
  {
    name: 'Mere Ngata',
    email: 'mere.ngata@example.nz',
    phone: '027 315 8840',
    city: 'Rotorua',
    messages: [
      visitor(70, 'Hi, I uploaded my ID and a selfie yesterday morning but my profile still does not show the verified badge. Did the photos come through?'),
      admin(66, 'Hi Mere, yes, both documents arrived. Verification on paid plans is reviewed within 24-48 hours, and you will get an email as soon as it is done.'),
    ],
  },
  {
    name: 'James Wilson',
    email: 'j.wilson@example.co.nz',
    phone: '022 604 1178',
    city: 'Christchurch',
    messages: [
      visitor(20, 'One of the photos on my profile shows sideways on my phone although it looks fine on my laptop. Can you rotate it for me, or should I delete it and upload it again?'),
    ],
  },
  {
    name: 'Priya Sharma',
    email: 'priya.sharma@example.co.nz',
    phone: '021 977 2045',
    city: 'Wellington',
    messages: [
      visitor(54, 'I travel to Auckland every second week. Can my profile show both Wellington and Auckland, or do I need two listings?'),
      admin(50, 'Hi Priya, a profile has one location. Keep Wellington and mention your Auckland dates in your bio; you can change the location from your dashboard any time you are there for longer.'),
    ],
  },
  {
    name: 'Tom Baker',
    email: 'tom.baker@example.nz',
    phone: '020 4128 7763',
    city: 'Hamilton',
    messages: [
      visitor(9, 'The phone number on one of the Hamilton profiles goes straight to a disconnected message. Thought you would want to know so it can be updated.'),
    ],
  },
  {
    name: 'Hannah Lee',
    email: 'hannah.lee@example.co.nz',
    phone: '027 840 5512',
    city: 'Dunedin',
    messages: [
      visitor(40, 'I am away for three weeks over the holidays. How do I hide my profile without losing my Basic plan?'),
      admin(37, 'Hi Hannah, open your dashboard and set your profile status to Paused: it is hidden from the directory straight away and your plan keeps running. Set it back to Active when you return.'),
      visitor(4, 'Found it, thank you! One more question: does the time on my plan stop while the profile is paused?'),
    ],
  },
  {
    name: 'Aroha Parata',
    email: 'aroha.parata@example.nz',
    phone: '022 318 9064',
    city: 'Tauranga',
    messages: [
      visitor(120, 'I asked for a password reset twice and no email has arrived. Could you check my account please?'),
      admin(117, 'Kia ora Aroha, both reset emails went to the address on your account, so they may be sitting in your spam folder. Mark ours as not spam, then ask for a new link: each one works for an hour.'),
    ],
  },
  {
    name: 'Liam O\'Connor',
    email: 'liam.oconnor@example.co.nz',
    phone: '021 265 4430',
    city: 'Queenstown',
    messages: [
      visitor(2, 'Do you offer a discount if I pay for three or six months of Premium up front? I run a small agency and would list four profiles.'),
    ],
  },
];

export interface SeedReport {
  reason: ReportReason;
  details: string;
  hoursAgo: number;
}

/** Open reports, newest first in the queue. */
export const SEED_OPEN_REPORTS: SeedReport[] = [
  { reason: 'fake_photos', details: 'The same photos are on another site under a different name and city.', hoursAgo: 5 },
  { reason: 'unsafe_content', details: 'Asked me to pay a deposit by bank transfer before meeting. Looks like a scam.', hoursAgo: 18 },
  { reason: 'other', details: 'The phone number on this profile is disconnected.', hoursAgo: 31 },
];

/** Already dealt with: dismissed by the demo admin the morning after it came in. */
export const SEED_DISMISSED_REPORT: SeedReport & { resolvedHoursAgo: number } = {
  reason: 'other',
  details: 'Her rates by text were higher than the ones listed here.',
  hoursAgo: 75,
  resolvedHoursAgo: 62,
};
