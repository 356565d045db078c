import { DEMO_USER } from '../../../lib/sample-data';

/** The profile's own facts beside the demo user (sample content, shown as data in every language). */
export const PROFILE_OWNER = {
  ...DEMO_USER,
  bio: 'Hello, I am Mathew Anderson. I love making web apps and graphics that are simple, clear and kind to read.',
  company: 'Lotus Labs',
  email: 'mathew.anderson@example.com',
  website: 'www.example.com',
  location: 'Ho Chi Minh City, Vietnam',
};
