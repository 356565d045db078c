import { useReducer } from 'react';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  HStack,
  IconButton,
  lineIcon,
  Stack,
  Text,
  VisuallyHidden,
} from '@restaurant/shared/ui';
import { playerReducer, TRACKS, type PlayerAction, type PlayerState } from '../lib/music-player';
import { widgetsTranslations } from '../translations';
import { WidgetCard } from './widget-card';

const PlayIcon = lineIcon('PlayIcon', ['M6 4l14 8-14 8z']);
const PauseIcon = lineIcon('PauseIcon', ['M7 4v16', 'M17 4v16']);

/** A small player: play/pause, previous and next change the track shown; a status line announces each change. */
export function MusicPlayerCard() {
  const { t } = widgetsTranslations.useTranslation();
  const [state, dispatch] = useReducer((current: PlayerState, action: PlayerAction) => playerReducer(current, action), {
    track: 0,
    playing: false,
  });
  const track = TRACKS[state.track] ?? TRACKS[0];
  if (!track) return null;
  const minutes = `${Math.floor(track.length / 60)}:${String(track.length % 60).padStart(2, '0')}`;
  return (
    <WidgetCard title={t('music.title')}>
      <Stack gap="1">
        <Text fontWeight="semibold" data-testid="track-title">
          {track.title}
        </Text>
        <Text textStyle="sm" color="fg.muted">
          {track.artist} · <span dir="ltr">{minutes}</span>
        </Text>
        <Text textStyle="xs" color="fg.muted">
          {t('music.trackOf', { n: state.track + 1, total: TRACKS.length })}
        </Text>
      </Stack>
      {/* Media controls keep their left-to-right order in Arabic too, as players do. */}
      <HStack gap="2" justify="center" dir="ltr">
        <IconButton variant="ghost" aria-label={t('music.previous')} onClick={() => dispatch('previous')}>
          <ChevronLeftIcon />
        </IconButton>
        <IconButton
          borderRadius="full"
          aria-label={state.playing ? t('music.pause') : t('music.play')}
          onClick={() => dispatch('toggle')}
        >
          {state.playing ? <PauseIcon /> : <PlayIcon />}
        </IconButton>
        <IconButton variant="ghost" aria-label={t('music.next')} onClick={() => dispatch('next')}>
          <ChevronRightIcon />
        </IconButton>
      </HStack>
      <VisuallyHidden role="status">
        {state.playing
          ? t('music.nowPlaying', { title: track.title, artist: track.artist })
          : t('music.paused', { title: track.title })}
      </VisuallyHidden>
    </WidgetCard>
  );
}
