import { AVATAR_IMAGES, COVER_IMAGES, GALLERY_IMAGES, PRODUCT_IMAGES } from './images';
import { createRandom, cycle, type Random } from './random';
import {
  BLOG_CATEGORIES,
  CHAT_STATUSES,
  CONTACT_DEPARTMENTS,
  EMAIL_LABELS,
  NOTE_COLORS,
  PRODUCT_CATEGORIES,
  PRODUCT_GENDERS,
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

const SENTENCES = [
  'The team shipped the new release ahead of schedule.',
  'Could you review the latest draft before Friday?',
  'We are testing a lighter layout for small screens.',
  'Thanks for the quick answer, it solved the problem.',
  'The workshop starts at nine, coffee is on us.',
  'Please find the updated figures attached.',
  'Our customers love the new colour themes.',
  'Let us meet after lunch to plan the next sprint.',
  'The shipment left the warehouse this morning.',
  'Remember to back up the design files tonight.',
  'I really enjoyed your article about slow travel.',
  'Great photo! Where was it taken?',
];

const PRODUCT_TITLES: Record<(typeof PRODUCT_CATEGORIES)[number], string[]> = {
  books: ['The Rice Fields Diary', 'Cooking With Herbs', 'Stories of the Mekong'],
  fashion: ['Linen Summer Shirt', 'Silk Áo Dài Scarf', 'Everyday Cotton Tee'],
  electronics: ['Studio Headphones', 'Wireless Earbuds', 'Travel Headset'],
  toys: ['Bouncy Ball Set', 'Rainbow Beach Ball', 'Soft Play Ball'],
};

const BLOG_TITLES = [
  'Ten small habits for a calmer morning',
  'A week of street food in Hanoi',
  'Designing dashboards people actually read',
  'How we moved our office to a greener energy plan',
  'The gadgets worth packing for a long trip',
  'What a year of remote work taught our team',
  'Colour theory for interface designers',
  'Simple stretches for people who sit all day',
  'Why community events beat social media ads',
  'Reviewing the quietest headphones of the year',
];

const NOTE_TITLES = [
  'Call the supplier about the lemongrass order',
  'Plan the spring menu tasting for the staff',
  'Renew the terrace licence before June',
  'Ask the designer for the new menu cards',
];

const TICKET_TITLES = [
  'Cannot reset my password',
  'Invoice shows the wrong amount',
  'App crashes when uploading a photo',
  'How do I change my e-mail address?',
  'Dark mode colours look washed out',
  'Order arrived without the receipt',
  'Feature request: export to CSV',
  'Two-factor code never arrives',
];

const EMAIL_SUBJECTS = [
  'Your weekly summary is ready',
  'Invitation: design review on Thursday',
  'Spring sale: 30% off everything',
  'New comment on your post',
  'Your appointment is confirmed',
  'Quarterly report draft',
  'Welcome to the community!',
  'Reminder: team lunch tomorrow',
  'Health check-up results',
  'Someone followed you',
];

const LOREM =
  'Good food brings people together. Every dish on this page was photographed, written and tested by our small team, and every number you see is generated for the demo so that you can click around freely.';

function fullName(random: Random): string {
  return `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`;
}

function isoDaysAgo(now: number, random: Random, maxDays: number): string {
  return new Date(now - random.int(0, maxDays * 24 * 60) * 60_000).toISOString();
}

function price(random: Random): number {
  return random.int(10, 250);
}

function generateProducts(random: Random, now: number): Product[] {
  const ids = random.distinctInts(SAMPLE_COUNTS.products, 1, MAX_ID);
  return ids.map((id, index) => {
    const category = cycle(PRODUCT_CATEGORIES, index);
    const titles = PRODUCT_TITLES[category];
    const basePrice = price(random);
    const discount = random.bool(0.6) ? random.int(5, 40) : 0;
    return {
      id,
      title: cycle(titles, Math.floor(index / PRODUCT_CATEGORIES.length)),
      price: basePrice,
      discount,
      salesPrice: basePrice + discount,
      related: random.bool(),
      category: [category],
      gender: random.pick(PRODUCT_GENDERS),
      rating: 3,
      stock: random.bool(0.8),
      qty: 1,
      colors: random.sample(PRODUCT_PALETTE, random.int(1, 3)),
      photo: cycle(PRODUCT_IMAGES, index),
      created: isoDaysAgo(now, random, 60),
      description: `${LOREM} ${random.pick(SENTENCES)}`,
    };
  });
}

function person(random: Random, id: number): Person {
  return { id, avatar: random.pick(AVATAR_IMAGES), name: fullName(random) };
}

function generateChats(random: Random, now: number): ChatContact[] {
  const ids = random.distinctInts(SAMPLE_COUNTS.chats, 1, MAX_ID);
  return ids.map((id, index) => {
    const messageIds = random.distinctInts(random.int(3, 6), 1, MAX_ID);
    let time = now - random.int(1, 72) * 3_600_000;
    const messages: ChatMessage[] = messageIds.map((messageId, position) => {
      time += random.int(1, 40) * 60_000;
      const isImage = position === 1 && random.bool(0.3);
      return {
        id: messageId,
        createdAt: new Date(Math.min(time, now)).toISOString(),
        msg: isImage ? cycle(GALLERY_IMAGES, index) : random.pick(SENTENCES),
        senderId: random.bool() ? id : 0,
        type: isImage ? 'image' : 'text',
        attachments: random.bool(0.3)
          ? [{ icon: 'pdf', file: `brief-${position + 1}.pdf`, fileSize: `${random.int(1, 9)}.${random.int(0, 9)} MB` }]
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
    return {
      Id,
      ticketTitle: cycle(TICKET_TITLES, index),
      ticketDescription: random.pick(SENTENCES),
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
    const subject = cycle(EMAIL_SUBJECTS, index);
    const from = fullName(random);
    const body = [random.pick(SENTENCES), random.pick(SENTENCES), LOREM];
    const folder = index < 12 ? 'inbox' : cycle(['sent', 'draft', 'spam', 'trash'] as const, index);
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
      label: random.pick(EMAIL_LABELS),
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
      notes: random.pick(SENTENCES),
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
    const comments: BlogComment[] = random.distinctInts(random.int(1, 3), 1, MAX_ID).map((commentId) => ({
      id: commentId,
      profile: person(random, random.int(1, MAX_ID)),
      time: isoDaysAgo(now, random, MAX_POST_AGE_DAYS),
      comment: random.pick(SENTENCES),
      replies: random.bool(0.4)
        ? [
            {
              id: random.int(1, MAX_ID),
              profile: person(random, random.int(1, MAX_ID)),
              time: isoDaysAgo(now, random, MAX_POST_AGE_DAYS),
              comment: random.pick(SENTENCES),
            },
          ]
        : [],
    }));
    return {
      id,
      title: cycle(BLOG_TITLES, index),
      content: `${LOREM} ${random.pick(SENTENCES)} ${random.pick(SENTENCES)}`,
      coverImg: cycle(COVER_IMAGES, index),
      createdAt: isoDaysAgo(now, random, MAX_POST_AGE_DAYS),
      view: random.int(0, MAX_VIEWS),
      share: random.int(0, MAX_VIEWS),
      category: cycle(BLOG_CATEGORIES, index),
      featured: index < 2,
      author: person(random, random.int(1, MAX_ID)),
      comments,
    };
  });
}

function socialProfile(random: Random, now: number): SocialProfile {
  return { ...person(random, random.int(1, MAX_ID)), time: isoDaysAgo(now, random, MAX_POST_AGE_DAYS) };
}

function generateSocialPosts(random: Random, now: number): SocialPost[] {
  return random.distinctInts(SAMPLE_COUNTS.socialPosts, 1, MAX_ID).map((id, index) => {
    const comments: SocialComment[] = random.distinctInts(random.int(1, 2), 1, MAX_ID).map((commentId) => ({
      id: commentId,
      profile: socialProfile(random, now),
      data: {
        comment: random.pick(SENTENCES),
        likes: { like: false, value: random.int(0, 20) },
        replies: random.bool(0.5)
          ? [
              {
                id: random.int(1, MAX_ID),
                profile: socialProfile(random, now),
                data: { comment: random.pick(SENTENCES), likes: { like: false, value: random.int(0, 10) } },
              },
            ]
          : [],
      },
    }));
    return {
      id,
      profile: socialProfile(random, now),
      data: {
        content: random.pick(SENTENCES),
        images:
          index === 1
            ? random.sample(GALLERY_IMAGES, 3).map((img, position) => ({ img, featured: position === 0 }))
            : index === 2
              ? [{ img: random.pick(COVER_IMAGES), title: random.pick(BLOG_TITLES) }]
              : [],
        ...(index === 3 ? { video: 'demo-video-1' } : {}),
        likes: { like: false, value: random.int(0, 200) },
        comments,
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
