import { CATEGORIES, type Language, LOCATIONS, NATIONALITIES, SERVICE_TYPES } from 'contract';

export const FIRST_NAMES = [
  'Aria', 'Mia', 'Isla', 'Charlotte', 'Amelia', 'Olivia', 'Ruby', 'Harper', 'Ella', 'Sophie', 'Lily', 'Grace',
  'Zoe', 'Chloe', 'Hannah', 'Maia', 'Anahera', 'Aroha', 'Kaia', 'Mila', 'Luna', 'Ivy', 'Willow', 'Hazel',
  'Jasmine', 'Sakura', 'Mei', 'Yuna', 'Priya', 'Valentina', 'Camila', 'Sofia', 'Lucia', 'Elena', 'Natalia',
  'Amara', 'Leila', 'Yasmin', 'Freya', 'Georgia', 'Scarlett', 'Stella', 'Penelope', 'Madison', 'Brooke',
  'Jade', 'Tia', 'Nikau', 'Riley', 'Skye', 'Poppy', 'Indie', 'Savannah', 'Bianca', 'Daisy', 'Eden', 'Kiri',
  'Tayla', 'Ayla', 'Nina',
];

export const LAST_INITIALS = 'ABCDEFGHJKLMNPRSTW'.split('');

/** The registration locations plus towns the quick-search regions cover. */
export const SEED_LOCATIONS = [
  ...LOCATIONS, 'Whangārei', 'Kerikeri', 'Palmerston North',
  'Napier', 'New Plymouth', 'Rotorua', 'Nelson', 'Invercargill',
];

/** The languages the demo profiles speak, from contract's list. */
export const SEED_LANGUAGES: readonly Language[] = ['English', 'Te Reo Māori', 'Mandarin', 'Japanese', 'Korean', 'Spanish', 'Portuguese', 'French', 'Thai', 'Hindi'];

const BIO_OPENINGS = [
  'Warm, easy-going and genuinely fun to be around,',
  'A down-to-earth companion with a cheeky sense of humour,',
  'Elegant, discreet and always well presented,',
  'Bubbly and adventurous with a love of good conversation,',
  'Relaxed and attentive, I take time to get to know you,',
  'Sophisticated yet playful and completely unhurried,',
];
const BIO_MIDDLES = [
  'I enjoy long dinners, coastal walks and a glass of Central Otago pinot.',
  'my bookings are all about mutual respect, comfort and good company.',
  'I love travelling around Aotearoa and meeting interesting people.',
  'you will find me attentive, open-minded and easy to talk to.',
  'I offer a calm, private space and plenty of time to unwind.',
  'I am a fan of great coffee, live music and spontaneous weekends away.',
];
const BIO_CLOSINGS = [
  'Send me a text to arrange a time that suits you.',
  'Bookings by text only, please include your name and preferred time.',
  'Courteous, respectful gentlemen only. I look forward to meeting you.',
  'Same-day bookings welcome when I am available.',
];

export function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)];
}

export function pickSome<T>(random: () => number, items: readonly T[], min: number, max: number): T[] {
  const count = min + Math.floor(random() * (max - min + 1));
  return [...items].sort(() => random() - 0.5).slice(0, count);
}

export function bioFor(random: () => number): string {
  return `${pick(random, BIO_OPENINGS)} ${pick(random, BIO_MIDDLES)} ${pick(random, BIO_CLOSINGS)}`;
}

/** Deterministic pseudo-random numbers, so the demo data is the same on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const SEED_CATEGORIES = CATEGORIES;
export const SEED_NATIONALITIES = NATIONALITIES;
export const SEED_SERVICE_TYPES = SERVICE_TYPES;
