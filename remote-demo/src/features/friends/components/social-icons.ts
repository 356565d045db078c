import { lineIcon } from '@restaurant/shared/ui';
import type { SocialNetwork } from '../lib/friends';

// Line drawings of the networks' marks, on the shell's icon grid (no icon library is downloaded for four glyphs).
export const SOCIAL_ICONS: Record<SocialNetwork, ReturnType<typeof lineIcon>> = {
  Facebook: lineIcon('FacebookIcon', ['M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H7v3h2v8h3v-8h2.5l.5-3h-3V7a1 1 0 0 1 1-1h2z']),
  X: lineIcon('XIcon', ['M4 4l16 16', 'M20 4L4 20']),
  Instagram: lineIcon('InstagramIcon', [
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4z',
    'M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8z',
    'M17.5 6.5h.01',
  ]),
  LinkedIn: lineIcon('LinkedInIcon', [
    'M4 9h3v11H4z',
    'M5.5 4.5h.01',
    'M10 20V9h3v2a3.5 3.5 0 0 1 7 1.5V20h-3v-6a1.5 1.5 0 0 0-3 0v6z',
  ]),
};
