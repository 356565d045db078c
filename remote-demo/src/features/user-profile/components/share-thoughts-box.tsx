import { Button, Card, HStack } from '@restaurant/shared/ui';
import { Avatar } from '@restaurant/shared/ui-avatar';
import { Field, Textarea } from '@restaurant/shared/ui-form';
import { socialPostsQueryOptions, useUpdateSampleData, type SocialPost } from '../../../lib/sample-data';
import { usePostTextForm } from '../hooks/use-post-text-form';
import { PROFILE_OWNER } from '../lib/profile-owner';
import { sharePost } from '../lib/social-posts';
import { userProfileTranslations } from '../translations';

/**
 * "Share your thoughts": the post goes in front of the cached social posts, client-side (spec section 7 has no call
 * to add a post), so it lives for the session like every demo change.
 */
export function ShareThoughtsBox() {
  const { t } = userProfileTranslations.useTranslation();
  const update = useUpdateSampleData();
  const {
    register,
    handleSubmit,
    reset,
    blank,
    formState: { errors },
  } = usePostTextForm();

  const submit = handleSubmit(({ text }) => {
    update<SocialPost[]>(socialPostsQueryOptions(), (posts) => sharePost(posts, PROFILE_OWNER, text.trim()));
    reset();
  });

  return (
    <Card.Root variant="outline" as="section" aria-labelledby="share-thoughts">
      <Card.Body asChild gap="3">
        <form noValidate onSubmit={(event) => void submit(event)}>
          <Field.Root invalid={errors.text !== undefined}>
            <Field.Label id="share-thoughts" fontSize="md" fontWeight="semibold">
              {t('share.label')}
            </Field.Label>
            <HStack align="flex-start" gap="3" w="full">
              <Avatar.Root size="md" display={{ base: 'none', sm: 'flex' }}>
                <Avatar.Fallback name={PROFILE_OWNER.name} />
                <Avatar.Image src={PROFILE_OWNER.avatar} alt="" />
              </Avatar.Root>
              <Textarea rows={3} placeholder={t('share.placeholder')} {...register('text')} />
            </HStack>
            {errors.text ? <Field.ErrorText>{t('share.required')}</Field.ErrorText> : null}
          </Field.Root>
          <Button type="submit" alignSelf="flex-end" disabled={blank}>
            {t('share.submit')}
          </Button>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
