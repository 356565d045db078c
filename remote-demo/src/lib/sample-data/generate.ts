import { AVATAR_IMAGES, COVER_IMAGES, GALLERY_IMAGES, PRODUCT_IMAGES } from './images';
import { PRODUCT_CATALOGUE } from './product-catalogue';
import { createRandom, cycle, type Random } from './random';
import {
  BLOG_COMMENTS,
  BLOG_REPLIES,
  BLOG_TOPICS,
  CHAT_THREADS,
  CONTACT_NOTES,
  EMAIL_TOPICS,
  SOCIAL_COMMENTS,
  SOCIAL_POSTS,
  SOCIAL_REPLIES,
  TICKET_TOPICS,
} from './sample-content';
import {
  CHAT_STATUSES,
  CONTACT_DEPARTMENTS,
  NOTE_COLORS,
  TICKET_LABELS,
  TICKET_STATUSES,
  type BlogComment,
  type BlogPost,
  type ChatContact,
  type ChatMessage,
  type Contact,
  type Email,
  type FollowerUser,
  type GalleryItem,
  type Note,
  type Person,
  type Product,
  type SampleData,
  type SocialComment,
  type SocialPost,
  type SocialProfile,
  type Ticket,
} from './types';

/** The fixed seed: every session starts from the same sample data. */
export const SAMPLE_DATA_SEED = 20_261_124;

/** Spec section 9: how many of each entity the sample data holds. */
export const SAMPLE_COUNTS = {
  chats: 10,
  notes: 4,
  tickets: 8,
  products: 12,
  emails: 20,
  socialPosts: 4,
  users: 20,
  gallery: 12,
  blogPosts: 10,
  contacts: 30,
} as const satisfies Record<keyof SampleData, number>;

export const MAX_ID = 2000;
export const MAX_VIEWS = 9999;
export const MAX_POST_AGE_DAYS = 8;
/** Spec section 9: the product colour palette. */
export const PRODUCT_PALETTE = ['#1890FF', '#94D82D', '#FF4842', '#FFC107', '#00AB55', '#000000', '#FFC0CB'] as const;

const FIRST_NAMES = [
  'Linh',
  'Minh',
  'Alice',
  'Omar',
  'Chloé',
  'Wei',
  'Sofia',
  'Hugo',
  'Amina',
  'Lucas',
  'Mai',
  'Noah',
  'Layla',
  'Jonas',
  'Yuki',
  'Elena',
  'Karim',
  'Ana',
  'Thanh',
  'Leo',
];
const LAST_NAMES = [
  'Nguyen',
  'Tran',
  'Martin',
  'Haddad',
  'Dubois',
  'Zhang',
  'Rossi',
  'Bernard',
  'Saleh',
  'Silva',
  'Pham',
  'Keller',
  'Mansour',
  'Weber',
  'Sato',
  'Garcia',
  'Le',
  'Costa',
  'Hoang',
  'Moreau',
];
const ROLES = [
  'Designer',
  'Developer',
  'Product manager',
  'Marketing lead',
  'Data analyst',
  'Support engineer',
  'Photographer',
  'Writer',
];
const COUNTRIES = ['Vietnam', 'France', 'Morocco', 'China', 'Brazil', 'Germany', 'Japan', 'Canada', 'Italy', 'Egypt'];
const COMPANIES = ['Lotus Labs', 'Saigon Digital', 'Mekong Trade', 'Blue Harbor', 'Red River Co.', 'Pho Street Media'];
const CITIES = [
  '12 Lý Thái Tổ, Hà Nội',
  '8 rue des Lilas, Lyon',
  '22 Nile St, Cairo',
  '5 Park Ave, Toronto',
  '41 Via Roma, Milano',
];

const NOTE_TITLES = [
  'Call the supplier about the lemongrass order',
  'Plan the spring menu tasting for the staff',
  'Renew the terrace licence before June',
  'Ask the designer for the new menu cards',
];

function fullName(random: Random): string {
  return `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
}

const MINUTE_MS = 60_000;

/** A moment up to `maxDays` before `now` (at least `minMinutes` before it). */
function timeDaysAgo(now: number, random: Random, maxDays: number, minMinutes = 0): number {
  return now - random.int(minMinutes, maxDays * 24 * 60) * MINUTE_MS;
}

function isoDaysAgo(now: number, random: Random, maxDays: number, minMinutes = 0): string {
  return new Date(timeDaysAgo(now, random, maxDays, minMinutes)).toISOString();
}

/**
 * A moment after `answered` and no later than `now`: a comment after its post, a reply after its comment (both
 * strictly after, as long as there is a millisecond between them).
 */
function timeAfter(answered: number, now: number, random: Random): number {
  const span = now - answered;
  return Math.min(now, answered + Math.max(1, Math.floor(random.next() * span)));
}

function price(random: Random): number {
  return random.int(10, 250);
}

function generateProducts(random: Random, now: number): Product[] {
  const ids = random.distinctInts(SAMPLE_COUNTS.products, 1, MAX_ID);
  return ids.map((id, index) => {
    // Title, words, colours and picture from one catalogue entry (the picture is drawn from it too).
    const entry = cycle(PRODUCT_CATALOGUE, index);
    const basePrice = price(random);
    const discount = random.bool(0.6) ? random.int(5, 40) : 0;
    return {
      id,
      title: entry.title,
      price: basePrice,
      discount,
      salesPrice: basePrice + discount,
      related: random.bool(),
      category: [entry.category],
      gender: entry.gender,
      rating: 3,
      stock: random.bool(0.8),
      qty: 1,
      colors: [...entry.colors],
      photo: cycle(PRODUCT_IMAGES, index),
      created: isoDaysAgo(now, random, 60, 24 * 60),
      description: entry.description,
    };
  });
}

function person(random: Random, id: number): Person {
  return { id, avatar: random.pick(AVATAR_IMAGES), name: fullName(random) };
}

function generateChats(random: Random, now: number): ChatContact[] {
  const ids = random.distinctInts(SAMPLE_COUNTS.chats, 1, MAX_ID);
  return ids.map((id, index) => {
    // One whole conversation per contact, its lines in order, minutes apart, ending before now.
    const thread = cycle(CHAT_THREADS, index);
    const messageIds = random.distinctInts(thread.lines.length, 1, MAX_ID);
    let time = now - random.int(4, 72) * 3_600_000;
    const messages: ChatMessage[] = thread.lines.map((line, position) => {
      time += random.int(1, 40) * MINUTE_MS;
      const isImage = 'photo' in line;
      return {
        id: cycle(messageIds, position),
        createdAt: new Date(time).toISOString(),
        msg: isImage ? cycle(GALLERY_IMAGES, index) : line.text,
        senderId: line.from === 'them' ? id : 0,
        type: isImage ? 'image' : 'text',
        attachments:
          !isImage && random.bool(0.2)
            ? [
                {
                  icon: 'pdf',
                  file: `brief-${position + 1}.pdf`,
                  fileSize: `${random.int(1, 9)}.${random.int(0, 9)} MB`,
                },
              ]
            : [],
      };
    });
    const last = cycle(messages, messages.length - 1);
    return {
      id,
      name: fullName(random),
      status: random.pick(CHAT_STATUSES),
      thumb: cycle(AVATAR_IMAGES, index),
      recent: random.bool(),
      excerpt: last.type === 'text' ? last.msg : 'Photo',
      messages,
    };
  });
}

function generateNotes(random: Random, now: number): Note[] {
  return random.distinctInts(SAMPLE_COUNTS.notes, 1, MAX_ID).map((id, index) => ({
    id,
    color: cycle(NOTE_COLORS, index),
    title: cycle(NOTE_TITLES, index),
    datef: isoDaysAgo(now, random, 20),
    deleted: false,
  }));
}

function generateTickets(random: Random, now: number): Ticket[] {
  return random.distinctInts(SAMPLE_COUNTS.tickets, 1, MAX_ID).map((Id, index) => {
    const Status = cycle(TICKET_STATUSES, index);
    const topic = cycle(TICKET_TOPICS, index);
    return {
      Id,
      ticketTitle: topic.title,
      ticketDescription: topic.description,
      Status,
      Label: TICKET_LABELS[Status],
      thumb: random.pick(AVATAR_IMAGES),
      AgentName: fullName(random),
      Date: isoDaysAgo(now, random, 30),
      deleted: false,
    };
  });
}

function generateEmails(random: Random, now: number): Email[] {
  return random.distinctInts(SAMPLE_COUNTS.emails, 1, MAX_ID).map((id, index) => {
    const { subject, body, label, folder } = cycle(EMAIL_TOPICS, index);
    const from = fullName(random);
    const attachment = random.bool(0.3);
    return {
      id,
      from,
      thumbnail: random.pick(AVATAR_IMAGES),
      subject,
      time: isoDaysAgo(now, random, 14),
      To: 'me@example.com',
      emailExcerpt: cycle(body, 0),
      emailContent: `<p>Hello,</p>${body.map((text) => `<p>${text}</p>`).join('')}<p><strong>${from}</strong></p>`,
      unread: random.bool(0.4),
      attachment,
      starred: random.bool(0.25),
      important: random.bool(0.25),
      checked: false,
      inbox: folder === 'inbox',
      sent: folder === 'sent',
      draft: folder === 'draft',
      spam: folder === 'spam',
      trash: folder === 'trash',
      label,
      attchments: attachment
        ? [{ id: random.int(1, MAX_ID), image: random.pick(GALLERY_IMAGES), title: 'photo.svg', fileSize: '120 KB' }]
        : [],
    };
  });
}

function generateContacts(random: Random): Contact[] {
  return random.distinctInts(SAMPLE_COUNTS.contacts, 1, MAX_ID).map((id, index) => {
    const firstname = cycle(FIRST_NAMES, index);
    const lastname = random.pick(LAST_NAMES);
    return {
      id,
      firstname,
      lastname,
      image: cycle(AVATAR_IMAGES, index),
      department: random.pick(CONTACT_DEPARTMENTS),
      company: random.pick(COMPANIES),
      phone: `+84 9${random.int(10, 99)} ${random.int(100, 999)} ${random.int(100, 999)}`,
      email: `${firstname}.${lastname}@example.com`.toLowerCase(),
      address: random.pick(CITIES),
      notes: random.pick(CONTACT_NOTES),
      frequentlycontacted: random.bool(0.3),
      starred: random.bool(0.2),
      deleted: false,
    };
  });
}

function generateUsers(random: Random): FollowerUser[] {
  return random.distinctInts(SAMPLE_COUNTS.users, 1, MAX_ID).map((id, index) => ({
    id,
    avatar: cycle(AVATAR_IMAGES, index),
    name: `${cycle(FIRST_NAMES, index)} ${random.pick(LAST_NAMES)}`,
    role: random.pick(ROLES),
    country: random.pick(COUNTRIES),
    isFollowed: random.bool(0.4),
  }));
}

function generateGallery(random: Random, now: number): GalleryItem[] {
  return random.distinctInts(SAMPLE_COUNTS.gallery, 1, MAX_ID).map((id, index) => ({
    id,
    cover: cycle(GALLERY_IMAGES, index),
    name: `${random.pick(['Morning', 'Harbour', 'Valley', 'Rooftop', 'Market', 'Garden'])} ${index + 1}`,
    time: isoDaysAgo(now, random, 90),
  }));
}

function generateBlogPosts(random: Random, now: number): BlogPost[] {
  return random.distinctInts(SAMPLE_COUNTS.blogPosts, 1, MAX_ID).map((id, index) => {
    const topic = cycle(BLOG_TOPICS, index);
    // At least an hour old, so its comments (and their replies) fit between the post and now.
    const posted = timeDaysAgo(now, random, MAX_POST_AGE_DAYS, 60);
    const comments: BlogComment[] = random.distinctInts(random.int(1, 3), 1, MAX_ID).map((commentId) => {
      const commented = timeAfter(posted, now, random);
      return {
        id: commentId,
        profile: person(random, random.int(1, MAX_ID)),
        time: new Date(commented).toISOString(),
        comment: random.pick(BLOG_COMMENTS),
        replies: random.bool(0.4)
          ? [
              {
                id: random.int(1, MAX_ID),
                profile: person(random, random.int(1, MAX_ID)),
                time: new Date(timeAfter(commented, now, random)).toISOString(),
                comment: random.pick(BLOG_REPLIES),
              },
            ]
          : [],
      };
    });
    return {
      id,
      title: topic.title,
      content: topic.content,
      coverImg: cycle(COVER_IMAGES, index),
      createdAt: new Date(posted).toISOString(),
      view: random.int(0, MAX_VIEWS),
      share: random.int(0, MAX_VIEWS),
      category: topic.category,
      featured: index < 2,
      author: person(random, random.int(1, MAX_ID)),
      // Newest first, as the blog shows them (a new comment goes to the front, spec section 4).
      comments: comments.sort((a, b) => b.time.localeCompare(a.time)),
    };
  });
}

function socialProfile(random: Random, time: number): SocialProfile {
  return { ...person(random, random.int(1, MAX_ID)), time: new Date(time).toISOString() };
}

function generateSocialPosts(random: Random, now: number): SocialPost[] {
  return random.distinctInts(SAMPLE_COUNTS.socialPosts, 1, MAX_ID).map((id, index) => {
    const posted = timeDaysAgo(now, random, MAX_POST_AGE_DAYS, 60);
    const comments: SocialComment[] = random.distinctInts(random.int(1, 2), 1, MAX_ID).map((commentId) => {
      const commented = timeAfter(posted, now, random);
      return {
        id: commentId,
        profile: socialProfile(random, commented),
        data: {
          comment: random.pick(SOCIAL_COMMENTS),
          likes: { like: false, value: random.int(0, 20) },
          replies: random.bool(0.5)
            ? [
                {
                  id: random.int(1, MAX_ID),
                  profile: socialProfile(random, timeAfter(commented, now, random)),
                  data: { comment: random.pick(SOCIAL_REPLIES), likes: { like: false, value: random.int(0, 10) } },
                },
              ]
            : [],
        },
      };
    });
    return {
      id,
      profile: socialProfile(random, posted),
      data: {
        content: cycle(SOCIAL_POSTS, index),
        images:
          index === 1
            ? random.sample(GALLERY_IMAGES, 3).map((img, position) => ({ img, featured: position === 0 }))
            : index === 2
              ? [{ img: cycle(COVER_IMAGES, 0), title: cycle(BLOG_TOPICS, 0).title }]
              : [],
        ...(index === 3 ? { video: 'demo-video-1' } : {}),
        likes: { like: false, value: random.int(0, 200) },
        // Oldest first: new comments are appended (spec section 4).
        comments: comments.sort((a, b) => a.profile.time.localeCompare(b.profile.time)),
      },
    };
  });
}
/**
 * The whole sample data set, generated from `seed` (the fixed seed unless a test asks otherwise); dates count back
 * from `now`.
 */
export function generateSampleData(seed: number = SAMPLE_DATA_SEED, now: number = Date.now()): SampleData {
  const random = createRandom(seed);
  return {
    products: generateProducts(random, now),
    chats: generateChats(random, now),
    notes: generateNotes(random, now),
    tickets: generateTickets(random, now),
    emails: generateEmails(random, now),
    contacts: generateContacts(random),
    users: generateUsers(random),
    gallery: generateGallery(random, now),
    blogPosts: generateBlogPosts(random, now),
    socialPosts: generateSocialPosts(random, now),
  };
}
