import { AVATAR_IMAGES } from '../../../lib/sample-data/images';

export type TeamRole = 'chef' | 'sous' | 'pastry' | 'host';

export interface TeamMember {
  name: string;
  role: TeamRole;
  image: string | undefined;
}

// The restaurant's kitchen team of the gallery examples (the popover page's chef among them). Names are people's
// names, the same in every language; their roles are translated.
export const TEAM: readonly TeamMember[] = [
  { name: 'Amira Haddad', role: 'chef', image: AVATAR_IMAGES[0] },
  { name: 'Linh Nguyen', role: 'sous', image: AVATAR_IMAGES[1] },
  { name: 'Lucas Weber', role: 'pastry', image: AVATAR_IMAGES[2] },
  { name: 'Sofia Rossi', role: 'host', image: AVATAR_IMAGES[3] },
];
