import { AbsoluteCenter, Box, Stack, Text } from '@restaurant/shared/ui';
import { userProfileTranslations } from '../translations';
import { PlayIcon } from './profile-icons';

/**
 * A post's video, as a card rather than an embed: the site's CSP admits no third-party frames and the demo runs
 * offline, so the id is named and nothing plays.
 */
export function VideoPlaceholder({ videoId }: { videoId: string }) {
  const { t } = userProfileTranslations.useTranslation();
  return (
    <Box
      role="figure"
      aria-label={t('post.video')}
      position="relative"
      aspectRatio="16 / 9"
      bg="bg.emphasized"
      borderRadius="md"
      overflow="hidden"
    >
      <AbsoluteCenter>
        <Stack align="center" gap="2" px="4" textAlign="center">
          <PlayIcon boxSize="12" color="fg.muted" />
          <Text fontSize="sm" color="fg.muted">
            {t('post.videoNote', { id: videoId })}
          </Text>
        </Stack>
      </AbsoluteCenter>
    </Box>
  );
}
