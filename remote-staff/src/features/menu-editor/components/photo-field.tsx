import { useId, useRef, useState } from 'react';
import { Box, Button, HStack, Image, Stack, Text } from '@restaurant/shared/ui';
import { Field, Input } from '@restaurant/shared/ui-form';
import type { MenuKind, MenuRecord } from '../api/menu-kinds';
import { useRemoveMenuPhoto, useUploadMenuPhoto } from '../api/menu-photo';
import { PHOTO_ACCEPT, oversizeMegabytes, thumbnailOf } from '../lib/photo';
import { menuEditorTranslations } from '../translations';

/**
 * A record's photo: the current one (or the drawing), a file input that checks the size before sending, the upload's
 * progress, the API's refusal in its own words (not an image, too large, too many pixels), and removing it.
 */
export function PhotoField({ kind, record }: { kind: MenuKind; record: MenuRecord }) {
  const { t } = menuEditorTranslations.useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [tooLarge, setTooLarge] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [done, setDone] = useState('');
  const upload = useUploadMenuPhoto(kind, record.id, setProgress);
  const remove = useRemoveMenuPhoto(kind, record.id);
  const error = tooLarge
    ? t('photo.tooLarge', { size: tooLarge })
    : upload.isError
      ? upload.error.message
      : remove.isError
        ? remove.error.message
        : null;

  const chosen = (file: File | undefined) => {
    upload.reset();
    remove.reset();
    setDone('');
    if (!file) return;
    const oversize = oversizeMegabytes(file);
    setTooLarge(oversize);
    if (oversize !== null) {
      if (input.current) input.current.value = '';
      return;
    }
    setProgress(0);
    upload.mutate(file, {
      onSuccess: () => setDone(t('photo.uploaded')),
      onSettled: () => {
        setProgress(null);
        if (input.current) input.current.value = '';
      },
    });
  };

  return (
    <Stack as="section" gap="3" aria-labelledby={`${hintId}-title`}>
      <Text id={`${hintId}-title`} fontWeight="semibold">
        {t('photo.title')}
      </Text>
      <HStack gap="4" align="center">
        <Image
          src={thumbnailOf(record)}
          alt={record.photo ? t('photo.current') : ''}
          boxSize="20"
          objectFit="cover"
          borderRadius="l2"
          bg="bg.muted"
        />
        <Text fontSize="sm" color="fg.muted">
          {record.photo ? null : t('photo.none')}
        </Text>
      </HStack>
      <Field.Root invalid={error !== null}>
        <Field.Label>{t('photo.choose')}</Field.Label>
        <Input
          ref={input}
          type="file"
          accept={PHOTO_ACCEPT}
          p="1"
          disabled={upload.isPending}
          onChange={(event) => chosen(event.target.files?.[0])}
        />
        <Field.HelperText>{t('photo.hint')}</Field.HelperText>
        {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
      </Field.Root>
      <Box role="status" fontSize="sm">
        {upload.isPending
          ? progress !== null && progress > 0
            ? t('photo.progress', { percent: Math.round(progress * 100) })
            : t('photo.uploading')
          : done}
      </Box>
      {record.photo ? (
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          alignSelf="flex-start"
          loading={remove.isPending}
          loadingText={t('photo.removing')}
          onClick={() => {
            setTooLarge(null);
            upload.reset();
            remove.mutate(undefined, { onSuccess: () => setDone(t('photo.removed')) });
          }}
        >
          {t('photo.remove')}
        </Button>
      ) : null}
    </Stack>
  );
}
