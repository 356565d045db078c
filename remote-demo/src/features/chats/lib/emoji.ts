import type { ChatsTexts } from '../locales/en';

/** The composer's small set of common emoji; each name is translated for screen readers. */
export const EMOJI: readonly { char: string; name: keyof ChatsTexts['emojiNames'] }[] = [
  { char: '😊', name: 'smile' },
  { char: '😂', name: 'laugh' },
  { char: '😉', name: 'wink' },
  { char: '😍', name: 'love' },
  { char: '🤔', name: 'thinking' },
  { char: '😢', name: 'sad' },
  { char: '👍', name: 'thumbsUp' },
  { char: '👏', name: 'clap' },
  { char: '🎉', name: 'party' },
  { char: '❤️', name: 'heart' },
  { char: '🔥', name: 'fire' },
  { char: '🍕', name: 'pizza' },
];
