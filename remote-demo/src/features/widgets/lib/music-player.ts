/** A track of the music player widget (sample content: stays as data, not translated). */
export interface Track {
  title: string;
  artist: string;
  /** Length in seconds. */
  length: number;
}

export const TRACKS: readonly Track[] = [
  { title: 'Morning Espresso', artist: 'Café Trio', length: 214 },
  { title: 'Saffron Nights', artist: 'Leila Haddad', length: 248 },
  { title: 'Kitchen Swing', artist: 'The Sous Chefs', length: 187 },
];

export interface PlayerState {
  track: number;
  playing: boolean;
}

export type PlayerAction = 'toggle' | 'next' | 'previous';

/** The player's transitions: play/pause, and next/previous round the list (keeping play or pause as it was). */
export function playerReducer(state: PlayerState, action: PlayerAction, count = TRACKS.length): PlayerState {
  if (count === 0) return state;
  switch (action) {
    case 'toggle':
      return { ...state, playing: !state.playing };
    case 'next':
      return { ...state, track: (state.track + 1) % count };
    case 'previous':
      return { ...state, track: (state.track - 1 + count) % count };
  }
}
