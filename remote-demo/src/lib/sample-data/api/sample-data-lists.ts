// The ten GET calls of spec section 7 (demo): each list's query options and hook. They differ only by path and type,
// so they are one table here rather than ten copies of the same file.
import { useQuery } from '@tanstack/react-query';
import { SAMPLE_DATA_PATHS } from '../sample-data-api';
import type {
  BlogPost,
  ChatContact,
  Contact,
  Email,
  FollowerUser,
  GalleryItem,
  Note,
  Product,
  SocialPost,
  Ticket,
} from '../types';
import { sampleDataQuery } from './sample-data-query';

/** `GET /api/data/eCommerce/ProductsData`: the shop's 12 products. */
export const productsQueryOptions = sampleDataQuery<Product[]>('products', SAMPLE_DATA_PATHS.products);
/** `GET /api/data/chat/ChatData`: the 10 chat contacts with their messages. */
export const chatsQueryOptions = sampleDataQuery<ChatContact[]>('chats', SAMPLE_DATA_PATHS.chats);
/** `GET /api/data/notes/NotesData`: the 4 notes. */
export const notesQueryOptions = sampleDataQuery<Note[]>('notes', SAMPLE_DATA_PATHS.notes);
/** `GET /api/data/email/EmailData`: the 20 e-mails. */
export const emailsQueryOptions = sampleDataQuery<Email[]>('emails', SAMPLE_DATA_PATHS.emails);
/** `GET /api/data/ticket/TicketData`: the 8 support tickets. */
export const ticketsQueryOptions = sampleDataQuery<Ticket[]>('tickets', SAMPLE_DATA_PATHS.tickets);
/** `GET /api/data/contacts/ContactsData`: the 30 contacts. */
export const contactsQueryOptions = sampleDataQuery<Contact[]>('contacts', SAMPLE_DATA_PATHS.contacts);
/** `GET /api/data/users`: the 20 followers and friends. */
export const usersQueryOptions = sampleDataQuery<FollowerUser[]>('users', SAMPLE_DATA_PATHS.users);
/** `GET /api/data/gallery`: the 12 gallery items. */
export const galleryQueryOptions = sampleDataQuery<GalleryItem[]>('gallery', SAMPLE_DATA_PATHS.gallery);
/** `GET /api/data/blog/BlogPosts`: the 10 blog posts. */
export const blogPostsQueryOptions = sampleDataQuery<BlogPost[]>('blogPosts', SAMPLE_DATA_PATHS.blogPosts);
/** `GET /api/data/postData`: the 4 social posts of the user profile. */
export const socialPostsQueryOptions = sampleDataQuery<SocialPost[]>('socialPosts', SAMPLE_DATA_PATHS.socialPosts);

export const useProducts = () => useQuery(productsQueryOptions());
export const useChats = () => useQuery(chatsQueryOptions());
export const useNotes = () => useQuery(notesQueryOptions());
export const useEmails = () => useQuery(emailsQueryOptions());
export const useTickets = () => useQuery(ticketsQueryOptions());
export const useContacts = () => useQuery(contactsQueryOptions());
export const useUsers = () => useQuery(usersQueryOptions());
export const useGallery = () => useQuery(galleryQueryOptions());
export const useBlogPosts = () => useQuery(blogPostsQueryOptions());
export const useSocialPosts = () => useQuery(socialPostsQueryOptions());
