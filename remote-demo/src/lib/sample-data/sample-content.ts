// The words of the sample data, written as whole records: a ticket's title with its own description, an e-mail's
// subject with its own body, a chat as one conversation, a blog post with its own text. The generator draws names,
// ids, flags and dates from the seed, never the words of one field apart from the rest of its record.
// Sample content, kept as data like the rest of the sample set: shown as written in every language.
import type { BlogCategory, EmailLabel } from './types';

export interface TicketTopic {
  title: string;
  description: string;
}

export const TICKET_TOPICS: readonly TicketTopic[] = [
  {
    title: 'Cannot reset my password',
    description:
      'The password reset link in the e-mail opens a page that says the link has expired, even when I click it at once.',
  },
  {
    title: 'Invoice shows the wrong amount',
    description:
      'My March invoice charges the yearly plan, but I am on the monthly plan. Please correct the invoice amount.',
  },
  {
    title: 'App crashes when uploading a photo',
    description:
      'On my phone the app closes as soon as I choose a photo larger than about 5 MB to upload. Smaller photos work.',
  },
  {
    title: 'How do I change my e-mail address?',
    description:
      'I have moved to a new company and would like my account to use my new e-mail address without losing my history.',
  },
  {
    title: 'Dark mode colours look washed out',
    description:
      'In dark mode the grey text on the cards is hard to read; the colours look washed out on my laptop screen.',
  },
  {
    title: 'Order arrived without the receipt',
    description:
      'My order #4821 arrived today but there was no receipt in the box. Could you send the receipt by e-mail?',
  },
  {
    title: 'Feature request: export to CSV',
    description:
      'It would save us hours if the reports page could export the table to CSV so we can open it in a spreadsheet.',
  },
  {
    title: 'Two-factor code never arrives',
    description:
      'When I sign in, the two-factor code is never delivered by text message. I have checked that my phone number is right.',
  },
];

export type EmailFolder = 'inbox' | 'sent' | 'draft' | 'spam' | 'trash';

export interface EmailTopic {
  subject: string;
  /** The body's paragraphs; the first is the excerpt the list shows. */
  body: readonly string[];
  label: EmailLabel;
  folder: EmailFolder;
}

/** Twenty e-mails, one each: twelve in the inbox, then two in each other folder. */
export const EMAIL_TOPICS: readonly EmailTopic[] = [
  {
    subject: 'Your weekly summary is ready',
    body: [
      'Your weekly summary is ready: 1,240 visits this week, up 8% on last week.',
      'The blog brought most new visitors; open the dashboard for the details.',
    ],
    label: 'Social',
    folder: 'inbox',
  },
  {
    subject: 'Invitation: design review on Thursday',
    body: [
      'You are invited to the design review on Thursday at 10:00 in the small meeting room.',
      'We will go through the new checkout screens; please bring your notes on the payment step.',
    ],
    label: 'Social',
    folder: 'inbox',
  },
  {
    subject: 'Spring sale: 30% off everything',
    body: [
      'Our spring sale starts today: 30% off everything in the shop until Sunday.',
      'Use the code SPRING30 at checkout. The sale ends at midnight on Sunday.',
    ],
    label: 'Promotional',
    folder: 'inbox',
  },
  {
    subject: 'New comment on your post',
    body: [
      'Someone left a new comment on your post “A week of street food in Hanoi”.',
      'Reply to the comment from your profile page to keep the conversation going.',
    ],
    label: 'Social',
    folder: 'inbox',
  },
  {
    subject: 'Your appointment is confirmed',
    body: [
      'Your appointment with Dr. Keller is confirmed for Monday at 14:30.',
      'Please arrive ten minutes early with your insurance card. To move the appointment, answer this e-mail.',
    ],
    label: 'Health',
    folder: 'inbox',
  },
  {
    subject: 'Quarterly report draft',
    body: [
      'Here is the first draft of the quarterly report, with the sales figures up to the end of September.',
      'Could you check the marketing section of the report before Friday?',
    ],
    label: 'Social',
    folder: 'inbox',
  },
  {
    subject: 'Welcome to the community!',
    body: [
      'Welcome to the community! Your account is ready and your profile is live.',
      'Start by following a few people and sharing your first post.',
    ],
    label: 'Social',
    folder: 'inbox',
  },
  {
    subject: 'Reminder: team lunch tomorrow',
    body: [
      'A reminder that the team lunch is tomorrow at 12:30 at the noodle bar on Hai Bà Trưng street.',
      'Tell me by tonight if you cannot join the lunch, so I can change the booking.',
    ],
    label: 'Social',
    folder: 'inbox',
  },
  {
    subject: 'Health check-up results',
    body: [
      'The results of your yearly health check-up are ready; everything is within the normal range.',
      'You can download the full results from the patient portal.',
    ],
    label: 'Health',
    folder: 'inbox',
  },
  {
    subject: 'Someone followed you',
    body: [
      'Ana Costa followed you and will see your posts in her feed.',
      'Follow Ana back to see her posts in your feed.',
    ],
    label: 'Social',
    folder: 'inbox',
  },
  {
    subject: 'Your yoga class pass expires soon',
    body: [
      'Your ten-class yoga pass expires on the 30th and you still have two classes left.',
      'Book your last yoga classes online or renew the pass at the front desk.',
    ],
    label: 'Health',
    folder: 'inbox',
  },
  {
    subject: 'Free delivery this weekend',
    body: [
      'Every order placed this weekend gets free delivery, whatever its size.',
      'Free delivery applies automatically at checkout until Sunday night.',
    ],
    label: 'Promotional',
    folder: 'inbox',
  },
  {
    subject: 'Re: photos from the workshop',
    body: [
      'Thanks for the photos from the workshop, they turned out really well.',
      'I have added the best workshop photos to the shared album.',
    ],
    label: 'Social',
    folder: 'sent',
  },
  {
    subject: 'Draft: offer for the new website',
    body: [
      'Following our call, here is our offer for the new website: design, build and three months of support.',
      'The website offer is valid for thirty days.',
    ],
    label: 'Promotional',
    folder: 'draft',
  },
  {
    subject: 'You have won a free cruise!!!',
    body: [
      'Congratulations! You have been selected to win a free cruise for two.',
      'Click the link within 24 hours and enter your card details to claim your cruise.',
    ],
    label: 'Promotional',
    folder: 'spam',
  },
  {
    subject: 'Old newsletter: autumn recipes',
    body: [
      'Our autumn newsletter: five warming recipes for pumpkin, ginger and chestnuts.',
      'Every recipe in this newsletter takes less than forty minutes.',
    ],
    label: 'Promotional',
    folder: 'trash',
  },
  {
    subject: 'Re: dentist appointment next week',
    body: [
      'Tuesday morning works for me, thank you for moving the dentist appointment.',
      'See you at 9:00 for the appointment.',
    ],
    label: 'Health',
    folder: 'sent',
  },
  {
    subject: 'Draft: thank-you note to the speakers',
    body: [
      'Dear speakers, thank you for making our meetup such a success.',
      'The recordings of every talk will be online next week; we will send each speaker the link.',
    ],
    label: 'Social',
    folder: 'draft',
  },
  {
    subject: 'Cheap watches, best prices',
    body: [
      'Luxury watches at the best prices, shipped from our warehouse today.',
      'Order three watches and get a fourth free.',
    ],
    label: 'Promotional',
    folder: 'spam',
  },
  {
    subject: 'Parking closed on Saturday',
    body: [
      'The office parking is closed on Saturday for repainting.',
      'Please use the public parking on the next street if you come in on Saturday.',
    ],
    label: 'Social',
    folder: 'trash',
  },
];

/** One line of a chat: who says it (the contact or me), and either words or a photo. */
export type ChatLine = { from: 'them' | 'me'; text: string } | { from: 'them' | 'me'; photo: true };

export interface ChatThread {
  /** What the conversation is about. */
  topic: string;
  lines: readonly ChatLine[];
}

export const CHAT_THREADS: readonly ChatThread[] = [
  {
    topic: 'the design review',
    lines: [
      { from: 'them', text: 'Is the design review still on for Thursday?' },
      { from: 'me', text: 'Yes, 10:00 in the small room. I will bring the checkout screens.' },
      { from: 'them', text: 'Great, I will print the review notes.' },
    ],
  },
  {
    topic: 'the team lunch',
    lines: [
      { from: 'them', text: 'Where are we having the team lunch tomorrow?' },
      { from: 'me', text: 'The noodle bar on Hai Bà Trưng, 12:30.' },
      { from: 'them', text: 'Perfect, I will book the lunch table for eight.' },
      { from: 'me', text: 'Thanks! Ask for a table near the window if they have one.' },
    ],
  },
  {
    topic: 'the photo shoot',
    lines: [
      { from: 'them', text: 'Here is the first photo from this morning’s shoot.' },
      { from: 'them', photo: true },
      { from: 'me', text: 'The light in that photo is lovely. Can you send the rest of the shoot tonight?' },
      { from: 'them', text: 'Sure, I will upload the shoot to the shared album.' },
    ],
  },
  {
    topic: 'the invoice',
    lines: [
      { from: 'me', text: 'Hi! The March invoice charges the yearly plan instead of the monthly one.' },
      { from: 'them', text: 'Sorry about that, I am correcting the invoice now.' },
      { from: 'them', text: 'The corrected invoice is in your inbox.' },
    ],
  },
  {
    topic: 'the quarterly report',
    lines: [
      { from: 'them', text: 'Did you have time to read the quarterly report draft?' },
      { from: 'me', text: 'Almost done. The sales part of the report looks good.' },
      { from: 'them', text: 'Send me your comments on the report before Friday, please.' },
    ],
  },
  {
    topic: 'the trip to Da Nang',
    lines: [
      { from: 'them', text: 'I found cheap flights to Da Nang for the long weekend!' },
      { from: 'me', text: 'Nice! Which days are the flights?' },
      { from: 'them', text: 'Friday morning out, Monday evening back.' },
      { from: 'me', text: 'Book the flights, I am in.' },
    ],
  },
  {
    topic: 'the new website',
    lines: [
      { from: 'them', text: 'The new website is live on the test server.' },
      { from: 'me', text: 'The home page of the website loads fast now. Well done!' },
      { from: 'them', text: 'Thanks! The contact form of the website still needs work.' },
    ],
  },
  {
    topic: 'the workshop',
    lines: [
      { from: 'me', text: 'What time does the workshop start on Saturday?' },
      { from: 'them', text: 'The workshop starts at nine, coffee is on us.' },
      { from: 'me', text: 'See you at the workshop then.' },
    ],
  },
  {
    topic: 'the parcel',
    lines: [
      { from: 'them', text: 'Your parcel left the warehouse this morning.' },
      { from: 'me', text: 'Thanks! When should the parcel arrive?' },
      { from: 'them', text: 'The parcel should arrive on Wednesday before noon.' },
    ],
  },
  {
    topic: 'the running club',
    lines: [
      { from: 'them', text: 'Are you coming to the running club on Sunday?' },
      { from: 'me', text: 'Yes! Is the club doing the river loop again?' },
      { from: 'them', text: 'The club is trying the park route this time, 8 km.' },
      { from: 'them', photo: true },
    ],
  },
];

export interface BlogTopic {
  title: string;
  category: BlogCategory;
  content: string;
}

/** The blog's ten posts, each with its own text; the first two are the featured ones. */
export const BLOG_TOPICS: readonly BlogTopic[] = [
  {
    title: 'Ten small habits for a calmer morning',
    category: 'Health',
    content:
      'A calmer morning starts the night before: lay out your clothes and put the phone in another room.\n\nThen keep the first hour for yourself: a glass of water, ten minutes of stretching, breakfast at the table rather than at the desk. None of these habits takes long, and together they change the whole morning.',
  },
  {
    title: 'A week of street food in Hanoi',
    category: 'Lifestyle',
    content:
      'We spent a week eating our way through Hanoi’s street food, from phở at dawn to bún chả at lunch and grilled corn at night.\n\nThe best street food stalls have no sign and a queue of locals on tiny plastic stools: follow the queue and order what the next table is having.',
  },
  {
    title: 'Designing dashboards people actually read',
    category: 'Design',
    content:
      'Most dashboards show everything and say nothing. A dashboard people read answers one question per card, puts the most important number top left and leaves out whatever nobody acts on.\n\nStart by asking each reader what they decide with the dashboard, then design for that decision.',
  },
  {
    title: 'How we moved our office to a greener energy plan',
    category: 'Social',
    content:
      'Last spring our office switched to a greener energy plan from a local solar cooperative.\n\nThe energy bill went up by four percent; turning off screens at night and replacing old lamps took it back down within three months.',
  },
  {
    title: 'The gadgets worth packing for a long trip',
    category: 'Gadget',
    content:
      'After a year on the road, only five gadgets are still in the bag: a light laptop, noise-cancelling earbuds, a universal adapter, a small power bank and an e-reader.\n\nEvery other gadget we packed came home unused.',
  },
  {
    title: 'What a year of remote work taught our team',
    category: 'Social',
    content:
      'A year of remote work taught our team to write things down: decisions, meeting notes and who owns what.\n\nWe also learned that remote work needs a reason to meet in person, so we now spend one week a quarter together.',
  },
  {
    title: 'Colour theory for interface designers',
    category: 'Design',
    content:
      'Colour in an interface has a job: to show what is clickable, what changed and what went wrong.\n\nPick one accent colour, keep the rest neutral, and check every text colour against its background for contrast before you fall in love with the palette.',
  },
  {
    title: 'Simple stretches for people who sit all day',
    category: 'Health',
    content:
      'If you sit all day, five minutes of stretches every two hours make a difference: roll your shoulders, stretch your neck side to side, stand and reach for the ceiling.\n\nThese stretches need no mat and no change of clothes.',
  },
  {
    title: 'Why community events beat social media ads',
    category: 'Social',
    content:
      'Our last three community events brought more new customers than six months of social media ads.\n\nPeople remember a workshop or a tasting evening; they scroll past an ad. Community events also bring back the customers you already have.',
  },
  {
    title: 'Reviewing the quietest headphones of the year',
    category: 'Gadget',
    content:
      'We tested eight pairs of noise-cancelling headphones on a plane, a train and an open-plan office.\n\nThe quietest headphones were not the most expensive: the winner blocked the engine hum best and stayed comfortable for a ten-hour flight.',
  },
];

/** Comments anyone might leave under any post; replies answer a comment. */
export const BLOG_COMMENTS: readonly string[] = [
  'Thanks for writing this, I am going to try it this week.',
  'Really useful post, I shared it with my team.',
  'I did not expect to agree with all of it, but I do.',
  'Lovely read. More posts like this, please!',
  'Saved this one for later.',
];

export const BLOG_REPLIES: readonly string[] = [
  'Same here, let me know how it goes!',
  'Agreed, thanks for sharing it.',
  'Glad it helped!',
];

/** The four social posts, in order; the second shows three photos, the third a blog cover, the fourth a video. */
export const SOCIAL_POSTS: readonly string[] = [
  'Finally finished the new menu cards for the restaurant. Printing them tomorrow!',
  'Three photos from our weekend in the mountains. The sunrise was worth the early start.',
  'We just published a new article on the blog. Let me know what you think!',
  'A short video from the workshop: thank you to everyone who came.',
];

export const SOCIAL_COMMENTS: readonly string[] = [
  'Congratulations, this looks great!',
  'Wow, beautiful!',
  'Can’t wait to see more.',
  'Thanks for sharing!',
];

export const SOCIAL_REPLIES: readonly string[] = ['Thank you!', 'Glad you like it!', 'More soon, promise.'];

/** Notes about a contact, as someone who knows them would write. */
export const CONTACT_NOTES: readonly string[] = [
  'Met at the Lyon trade fair; interested in a yearly plan.',
  'Prefers e-mail to phone calls.',
  'Call back after the 15th about the renewal.',
  'Sends the monthly figures on the first Monday.',
  'Our contact for every invoice question.',
  'Introduced us to the Saigon Digital team.',
];
