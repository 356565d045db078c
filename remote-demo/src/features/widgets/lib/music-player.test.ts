import { playerReducer, type PlayerAction, type PlayerState } from './music-player';

describe('playerReducer', () => {
  it.each<[string, PlayerState, PlayerAction, PlayerState]>([
    ['plays a paused track', { track: 0, playing: false }, 'toggle', { track: 0, playing: true }],
    ['pauses a playing track', { track: 1, playing: true }, 'toggle', { track: 1, playing: false }],
    ['goes to the next track, still playing', { track: 0, playing: true }, 'next', { track: 1, playing: true }],
    ['wraps from the last track to the first', { track: 2, playing: false }, 'next', { track: 0, playing: false }],
    ['wraps back from the first to the last', { track: 0, playing: true }, 'previous', { track: 2, playing: true }],
  ])('%s', (_, state, action, expected) => {
    expect(playerReducer(state, action, 3)).toEqual(expected);
  });

  it('stays put with no tracks', () => {
    expect(playerReducer({ track: 0, playing: false }, 'next', 0)).toEqual({ track: 0, playing: false });
  });
});
