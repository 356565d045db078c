import { useSocialPosts, useUsers } from './sample-data-lists';

/** The demo user's posts, followers and people they follow; `undefined` until the lists are in. */
export interface DemoUserCounts {
  posts: number | undefined;
  followers: number | undefined;
  following: number | undefined;
}

/**
 * The demo user's figures, counted from the sample data: the profile page and the cards widget's profile card both
 * show these, so they cannot contradict each other (and follow a follow toggled on the followers page).
 */
export function useDemoUserCounts(): DemoUserCounts {
  const posts = useSocialPosts();
  const users = useUsers();
  return {
    posts: posts.data?.length,
    followers: users.data?.length,
    following: users.data?.filter((user) => user.isFollowed).length,
  };
}
