import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestQueryClient, loadTranslations, renderWithProviders } from '@restaurant/shared/testing';
import { DEMO_USER, socialPostsQueryOptions } from '../../../lib/sample-data';
import { generateSampleData } from '../../../lib/sample-data/generate';
import { stopSampleDataApi } from '../../../lib/sample-data/sample-data-api';
import { demoTranslations } from '../../../lib/translations';
import { userProfileTranslations } from '../translations';
import UserProfilePage from './user-profile-page';

const data = generateSampleData();
const firstPost = data.socialPosts[0];
if (!firstPost) throw new Error('no sample post');

beforeAll(() => loadTranslations([userProfileTranslations, demoTranslations]));
beforeEach(() => stopSampleDataApi());

const postsList = () => screen.getByRole('list', { name: 'Posts' });
const postBy = (name: string) => within(postsList()).getAllByRole('article', { name })[0]!;
const likeButtonOf = (post: HTMLElement) => within(post).getByRole('button', { name: /^Like \(/ });

async function renderProfile() {
  const user = userEvent.setup();
  renderWithProviders(<UserProfilePage />);
  await screen.findByRole('list', { name: 'Posts' });
  return user;
}

describe('the user profile page', () => {
  it('shows the banner with name, role and counts, the intro and the social posts', async () => {
    await renderProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'User profile' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: DEMO_USER.name })).toBeInTheDocument();
    const counts = screen.getByLabelText('Profile counts');
    const countOf = (term: string) => within(counts).getByText(term).nextElementSibling?.textContent;
    await waitFor(() => expect(countOf('Followers')).toBe(String(data.users.length)));
    expect(countOf('Posts')).toBe(String(data.socialPosts.length));
    expect(countOf('Following')).toBe(String(data.users.filter((u) => u.isFollowed).length));
    expect(screen.getByRole('region', { name: 'Introduction' })).toBeInTheDocument();
    expect(within(postsList()).getAllByRole('article')).toHaveLength(data.socialPosts.length);
  });

  it('toggles a like: the count goes up one, then back', async () => {
    const user = await renderProfile();
    const post = postBy(firstPost.profile.name);
    const count = firstPost.data.likes.value;

    await user.click(likeButtonOf(post));
    await waitFor(() => expect(likeButtonOf(post)).toHaveAttribute('aria-pressed', 'true'));
    expect(likeButtonOf(post)).toHaveAccessibleName(`Like (${count + 1})`);

    await user.click(likeButtonOf(post));
    await waitFor(() => expect(likeButtonOf(post)).toHaveAttribute('aria-pressed', 'false'));
    expect(likeButtonOf(post)).toHaveAccessibleName(`Like (${count})`);
  });

  it('appends a comment and a reply', async () => {
    const user = await renderProfile();
    const post = postBy(firstPost.profile.name);
    const firstComment = firstPost.data.comments[0];
    if (!firstComment) throw new Error('no sample comment');

    await user.type(within(post).getByRole('textbox', { name: 'Write a comment' }), 'Great shot');
    await user.click(within(post).getByRole('button', { name: 'Send' }));
    const comments = within(post).getByRole('list', { name: `Comments on the post by ${firstPost.profile.name}` });
    await waitFor(() => {
      const items = within(comments).getAllByRole('listitem');
      expect(items[items.length - 1]).toHaveTextContent('Great shot');
    });

    await user.click(within(post).getAllByRole('button', { name: 'Reply' })[0]!);
    await user.type(within(post).getByRole('textbox', { name: `Reply to ${firstComment.profile.name}` }), 'Agreed');
    const replyBox = within(post).getByRole('textbox', { name: `Reply to ${firstComment.profile.name}` });
    await user.click(within(replyBox.closest('form')!).getByRole('button', { name: 'Send' }));
    const replies = await within(post).findByRole('list', { name: `Replies to ${firstComment.profile.name}` });
    const items = within(replies).getAllByRole('listitem');
    expect(items[items.length - 1]).toHaveTextContent('Agreed');
  });

  it('shares a post in front of the others, and it can be liked like any post', async () => {
    const user = await renderProfile();
    await user.type(screen.getByRole('textbox', { name: 'Share your thoughts' }), 'Hello from the demo');
    await user.click(screen.getByRole('button', { name: 'Post' }));

    // The form checks the text before it posts: the post is in once that check has run.
    await waitFor(() =>
      expect(within(postsList()).getAllByRole('article')[0]).toHaveTextContent('Hello from the demo'),
    );
    const first = within(postsList()).getAllByRole('article')[0]!;
    expect(first).toHaveAccessibleName(DEMO_USER.name);
    await user.click(likeButtonOf(first));
    await waitFor(() => expect(likeButtonOf(first)).toHaveAccessibleName('Like (1)'));
  });

  it('shares the trimmed text, empties the box, and keeps Post disabled while the text is blank', async () => {
    const user = await renderProfile();
    const box = screen.getByRole('textbox', { name: 'Share your thoughts' });
    expect(screen.getByRole('button', { name: 'Post' })).toBeDisabled();
    await user.type(box, '   ');
    expect(screen.getByRole('button', { name: 'Post' })).toBeDisabled();

    await user.type(box, 'Fresh bread today  ');
    await user.click(screen.getByRole('button', { name: 'Post' }));

    await waitFor(() => expect(box).toHaveValue(''));
    const first = within(postsList()).getAllByRole('article')[0]!;
    expect(within(first).getByText('Fresh bread today', { exact: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Post' })).toBeDisabled();
  });

  it('refuses a blank post that gets past the disabled button, with its message', async () => {
    await renderProfile();
    const box = screen.getByRole('textbox', { name: 'Share your thoughts' });
    fireEvent.submit(box.closest('form')!);
    expect(await screen.findByText('Write something first')).toBeInTheDocument();
    expect(box).toBeInvalid();
    expect(within(postsList()).getAllByRole('article')).toHaveLength(data.socialPosts.length);
  });

  it('shows Internal server error inline when a like cannot be saved', async () => {
    const user = userEvent.setup();
    const queryClient = createTestQueryClient();
    // A sample-range id the API does not hold: the like call answers 500.
    queryClient.setQueryData(socialPostsQueryOptions().queryKey, [{ ...firstPost, id: 0 }]);
    renderWithProviders(<UserProfilePage />, { queryClient });

    await user.click(likeButtonOf(postBy(firstPost.profile.name)));

    expect(await within(postBy(firstPost.profile.name)).findByRole('alert')).toHaveTextContent('Internal server error');
    expect(likeButtonOf(postBy(firstPost.profile.name))).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows a video post as a placeholder card, not an embed', async () => {
    await renderProfile();
    const video = data.socialPosts.find((post) => post.data.video);
    expect(screen.getByRole('figure', { name: 'Video' })).toHaveTextContent(video?.data.video ?? '?');
    expect(document.querySelector('iframe, video')).toBeNull();
  });

  it.each([
    ['Followers', data.users.length],
    ['Friends', data.users.filter((u) => u.isFollowed).length],
    ['Gallery', data.gallery.length],
  ])('lists the %s tab inline', async (tab, count) => {
    const user = await renderProfile();
    await user.click(screen.getByRole('tab', { name: tab }));
    const list = await screen.findByRole('list', { name: tab });
    expect(within(list).getAllByRole('listitem')).toHaveLength(count);
  });
});
