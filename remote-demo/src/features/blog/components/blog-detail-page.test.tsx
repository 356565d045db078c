import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoFirstRecords, paths, routePatterns } from '@restaurant/shared/router';
import { createTestQueryClient, loadTranslations, renderWithProviders } from '@restaurant/shared/testing';
import { DEMO_USER, slugOf } from '../../../lib/sample-data';
import { generateSampleData } from '../../../lib/sample-data/generate';
import { stopSampleDataApi } from '../../../lib/sample-data/sample-data-api';
import { demoTranslations } from '../../../lib/translations';
import { blogPostQueryOptions } from '../api/get-blog-post';
import { blogTranslations } from '../translations';
import BlogDetailPage from './blog-detail-page';

const post = generateSampleData().blogPosts[3];
if (!post) throw new Error('no sample post');
const slug = slugOf(post.title);

beforeAll(() => loadTranslations([blogTranslations, demoTranslations]));
beforeEach(() => stopSampleDataApi());

const renderDetail = (id: string, queryClient = createTestQueryClient()) =>
  renderWithProviders(<BlogDetailPage />, {
    route: paths.blogDetail(id),
    path: routePatterns.demo.apps['blog-detail'],
    queryClient,
  });

const commentsList = () => screen.getByRole('list', { name: 'Comments' });

describe('the blog detail page', () => {
  it('opens the first post at the menu’s “Blog detail” link, not “Post not found”', async () => {
    const first = generateSampleData().blogPosts[0];
    renderWithProviders(<BlogDetailPage />, {
      route: paths.firstBlogPost,
      path: routePatterns.demo.apps['blog-detail'],
      queryClient: createTestQueryClient(),
    });
    expect(paths.firstBlogPost).toBe(paths.blogDetail(demoFirstRecords.blogPostSlug));
    expect(await screen.findByRole('heading', { level: 1, name: first?.title })).toBeInTheDocument();
  });

  it('shows the post found by its slug: title, author, counts and body', async () => {
    renderDetail(slug);
    expect(await screen.findByRole('heading', { level: 1, name: post.title })).toBeInTheDocument();
    expect(screen.getByText(`By ${post.author.name}`)).toBeInTheDocument();
    const counts = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(counts).toContain(`Views: ${post.view.toLocaleString('en-US')}`);
    expect(counts).toContain(`Shares: ${post.share.toLocaleString('en-US')}`);
    // Its paragraphs stay apart (pre-line); the matcher compares whitespace collapsed.
    expect(screen.getByText(post.content.replace(/\s+/g, ' '))).toBeInTheDocument();
    expect(within(commentsList()).getAllByRole('listitem').length).toBeGreaterThanOrEqual(post.comments.length);
  });

  it('adds a comment at the front of the comments', async () => {
    const user = userEvent.setup();
    renderDetail(slug);
    await screen.findByRole('heading', { level: 1, name: post.title });

    await user.type(screen.getByRole('textbox', { name: 'Add a comment' }), 'Lovely read');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));

    await waitFor(() => expect(within(commentsList()).getAllByRole('listitem')[0]).toHaveTextContent('Lovely read'));
    expect(within(commentsList()).getAllByRole('listitem')[0]).toHaveTextContent(DEMO_USER.name);
    expect(screen.getByRole('textbox', { name: 'Add a comment' })).toHaveValue('');
  });

  it('appends a reply to its comment', async () => {
    const user = userEvent.setup();
    const comment = post.comments[0];
    if (!comment) throw new Error('no sample comment');
    renderDetail(slug);
    await screen.findByRole('heading', { level: 1, name: post.title });

    await user.click(screen.getAllByRole('button', { name: `Reply to ${comment.profile.name}` })[0]!);
    await user.type(screen.getByRole('textbox', { name: `Reply to ${comment.profile.name}` }), 'Agreed');
    await user.click(screen.getByRole('button', { name: 'Post reply' }));

    const replies = await screen.findByRole('list', { name: `Replies to ${comment.profile.name}` });
    const items = within(replies).getAllByRole('listitem');
    expect(items).toHaveLength(comment.replies.length + 1);
    expect(items[items.length - 1]).toHaveTextContent('Agreed');
  });

  it('says Post not found for an unknown slug, with a way back to the posts', async () => {
    renderDetail('1');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Post not found');
    expect(screen.getByRole('link', { name: 'Back to the posts' })).toHaveAttribute(
      'href',
      paths.demo.apps['blog-posts'],
    );
  });

  it('shows Internal server error inline when a comment cannot be saved, keeping the text', async () => {
    const user = userEvent.setup();
    const queryClient = createTestQueryClient();
    // A post the API does not hold: the comment call answers 500.
    queryClient.setQueryData(blogPostQueryOptions(slug).queryKey, { ...post, id: -1 });
    renderDetail(slug, queryClient);

    await user.type(screen.getByRole('textbox', { name: 'Add a comment' }), 'Lost words');
    await user.click(screen.getByRole('button', { name: 'Post comment' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Internal server error');
    expect(screen.getByRole('textbox', { name: 'Add a comment' })).toHaveValue('Lost words');
  });
});
