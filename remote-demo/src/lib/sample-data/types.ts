// The demo entities of spec section 3, field for field (their odd names included: `To`, `attchments`, `Id`,
// `AgentName`...), as the in-browser sample-data API answers them.

export const PRODUCT_CATEGORIES = ['books', 'fashion', 'electronics', 'toys'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];
export const PRODUCT_GENDERS = ['Men', 'Women', 'Kids'] as const;
export type ProductGender = (typeof PRODUCT_GENDERS)[number];

export interface Product {
  id: number;
  title: string;
  price: number;
  discount: number;
  /** price + discount (spec section 9): the struck-through "was" price. */
  salesPrice: number;
  related: boolean;
  category: ProductCategory[];
  gender: ProductGender;
  rating: number;
  stock: boolean;
  qty: number;
  colors: string[];
  photo: string;
  /** ISO date-time. */
  created: string;
  description: string;
}

export const CHAT_STATUSES = ['online', 'away', 'busy', 'offline'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

export interface ChatAttachment {
  icon: string;
  file: string;
  fileSize: string;
}

export interface ChatMessage {
  id: number;
  /** ISO date-time. */
  createdAt: string;
  msg: string;
  senderId: number;
  type: 'text' | 'image';
  attachments: ChatAttachment[];
}

export interface ChatContact {
  id: number;
  name: string;
  status: ChatStatus;
  thumb: string;
  recent: boolean;
  excerpt: string;
  messages: ChatMessage[];
}

export const NOTE_COLORS = ['info', 'error', 'warning', 'success'] as const;
export type NoteColor = (typeof NOTE_COLORS)[number];

export interface Note {
  id: number;
  color: NoteColor;
  title: string;
  /** ISO date-time. */
  datef: string;
  deleted: boolean;
}

export const TICKET_STATUSES = ['Closed', 'Pending', 'Open'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
/** The label colour of each status (spec section 3). */
export const TICKET_LABELS = { Closed: 'error', Pending: 'warning', Open: 'success' } as const;
export type TicketLabel = (typeof TICKET_LABELS)[TicketStatus];

export interface Ticket {
  Id: number;
  ticketTitle: string;
  ticketDescription: string;
  Status: TicketStatus;
  Label: TicketLabel;
  thumb: string;
  AgentName: string;
  /** ISO date-time. */
  Date: string;
  deleted: boolean;
}

export const EMAIL_LABELS = ['Promotional', 'Social', 'Health'] as const;
export type EmailLabel = (typeof EMAIL_LABELS)[number];

export interface EmailAttachment {
  id: number;
  image: string;
  title: string;
  fileSize: string;
}

export interface Email {
  id: number;
  from: string;
  thumbnail: string;
  subject: string;
  /** ISO date-time. */
  time: string;
  To: string;
  emailExcerpt: string;
  /** HTML, sanitized before it is shown. */
  emailContent: string;
  unread: boolean;
  attachment: boolean;
  starred: boolean;
  important: boolean;
  checked: boolean;
  inbox: boolean;
  sent: boolean;
  draft: boolean;
  spam: boolean;
  trash: boolean;
  label: EmailLabel;
  attchments: EmailAttachment[];
}

export const CONTACT_DEPARTMENTS = ['Sales', 'Support', 'Engineering', 'Business Development'] as const;
export type ContactDepartment = (typeof CONTACT_DEPARTMENTS)[number];

export interface Contact {
  id: number;
  firstname: string;
  lastname: string;
  image: string;
  department: ContactDepartment;
  company: string;
  phone: string;
  email: string;
  address: string;
  notes: string;
  frequentlycontacted: boolean;
  starred: boolean;
  deleted: boolean;
}

export interface FollowerUser {
  id: number;
  avatar: string;
  name: string;
  role: string;
  country: string;
  isFollowed: boolean;
}

export interface GalleryItem {
  id: number;
  cover: string;
  name: string;
  /** ISO date-time. */
  time: string;
}

export const BLOG_CATEGORIES = ['Gadget', 'Lifestyle', 'Design', 'Social', 'Health'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

export interface Person {
  id: number;
  avatar: string;
  name: string;
}

export interface BlogReply {
  id: number;
  profile: Person;
  /** ISO date-time. */
  time: string;
  comment: string;
}

export interface BlogComment extends BlogReply {
  replies: BlogReply[];
}

export interface BlogPost {
  id: number;
  title: string;
  content: string;
  coverImg: string;
  /** ISO date-time. */
  createdAt: string;
  view: number;
  share: number;
  category: BlogCategory;
  featured: boolean;
  author: Person;
  comments: BlogComment[];
}

export interface Likes {
  like: boolean;
  value: number;
}

export interface SocialProfile extends Person {
  /** ISO date-time. */
  time: string;
}

export interface SocialReply {
  id: number;
  profile: SocialProfile;
  data: { comment: string; likes: Likes };
}

export interface SocialComment {
  id: number;
  profile: SocialProfile;
  data: { comment: string; likes: Likes; replies: SocialReply[] };
}

export type SocialImage = { img: string; featured: boolean } | { img: string; title: string };

export interface SocialPost {
  id: number;
  profile: SocialProfile;
  data: {
    content: string;
    images: SocialImage[];
    /** A video id, when the post shows one. */
    video?: string;
    likes: Likes;
    comments: SocialComment[];
  };
}

/** Everything the sample-data API holds for one browser session. */
export interface SampleData {
  products: Product[];
  chats: ChatContact[];
  notes: Note[];
  tickets: Ticket[];
  emails: Email[];
  contacts: Contact[];
  users: FollowerUser[];
  gallery: GalleryItem[];
  blogPosts: BlogPost[];
  socialPosts: SocialPost[];
}
