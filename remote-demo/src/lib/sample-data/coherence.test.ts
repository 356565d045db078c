import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SAMPLE_DATA_SEED, generateSampleData } from './generate';
import { PRODUCT_CATALOGUE } from './product-catalogue';
import { BLOG_TOPICS, CHAT_THREADS, EMAIL_TOPICS, TICKET_TOPICS } from './sample-content';

const NOW = Date.parse('2026-11-24T12:00:00Z');
const data = generateSampleData(SAMPLE_DATA_SEED, NOW);
const IMAGES_DIR = path.join(__dirname, 'images');

const STOP_WORDS = new Set(['your', 'with', 'from', 'that', 'this', 'when', 'what', 'have', 'does', 'never']);

/** The words a title is about: four letters or more, common words left out, lowercased. */
function topicWords(title: string): string[] {
  return title
    .toLowerCase()
    .split(/[^\p{L}\d-]+/u)
    .filter((word) => word.length >= 4 && !STOP_WORDS.has(word));
}

/** Whether a text talks about its title: it names one of the title's words (its first five letters, for plurals). */
function talksAbout(text: string, title: string): boolean {
  const lower = text.toLowerCase();
  return topicWords(title).some((word) => lower.includes(word.slice(0, 5)));
}

const time = (iso: string) => Date.parse(iso);

/** Every ISO date-time string anywhere in the data, with where it was found. */
function allDates(value: unknown, where: string): Array<[string, string]> {
  if (typeof value === 'string') return /^\d{4}-\d\d-\d\dT/.test(value) ? [[where, value]] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => allDates(item, `${where}[${index}]`));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => allDates(item, `${where}.${key}`));
  }
  return [];
}

describe('the sample data reads as real records', () => {
  it('gives each ticket the description written for its own title', () => {
    for (const ticket of data.tickets) {
      const topic = TICKET_TOPICS.find((candidate) => candidate.title === ticket.ticketTitle);
      expect(topic?.description).toBe(ticket.ticketDescription);
      expect(talksAbout(ticket.ticketDescription, ticket.ticketTitle)).toBe(true);
    }
    expect(new Set(data.tickets.map((ticket) => ticket.ticketTitle)).size).toBe(data.tickets.length);
  });

  it('gives each e-mail the body, excerpt and label written for its own subject', () => {
    for (const email of data.emails) {
      const topic = EMAIL_TOPICS.find((candidate) => candidate.subject === email.subject);
      expect(topic).toBeDefined();
      expect(email.emailExcerpt).toBe(topic?.body[0]);
      for (const paragraph of topic?.body ?? []) expect(email.emailContent).toContain(paragraph);
      expect(email.label).toBe(topic?.label);
      expect(email[topic?.folder ?? 'inbox']).toBe(true);
      expect(talksAbout(email.emailContent, email.subject)).toBe(true);
    }
    expect(new Set(data.emails.map((email) => email.subject)).size).toBe(data.emails.length);
  });

  it('makes each chat one conversation about its topic, in order, its excerpt the last message', () => {
    for (const chat of data.chats) {
      const texts = chat.messages.map((message) => (message.type === 'text' ? message.msg : null));
      const thread = CHAT_THREADS.find(
        (candidate) =>
          candidate.lines.length === texts.length &&
          candidate.lines.every((line, index) => ('text' in line ? line.text : null) === texts[index]),
      );
      expect(thread).toBeDefined();
      const firstLine = thread?.lines[0];
      expect(firstLine && 'text' in firstLine && talksAbout(firstLine.text, thread?.topic ?? '')).toBe(true);
      thread?.lines.forEach((line, index) => {
        expect(chat.messages[index]?.senderId).toBe(line.from === 'them' ? chat.id : 0);
      });
      const last = chat.messages[chat.messages.length - 1];
      expect(chat.excerpt).toBe(last?.type === 'text' ? last.msg : 'Photo');
    }
  });

  it('takes a product’s title, description, colours and picture from one catalogue entry', () => {
    data.products.forEach((product, index) => {
      const entry = PRODUCT_CATALOGUE[index];
      expect(entry).toBeDefined();
      expect(product.title).toBe(entry?.title);
      expect(product.description).toBe(entry?.description);
      expect(product.colors).toEqual(entry?.colors);
      expect(product.category).toEqual([entry?.category]);
      expect(talksAbout(product.description, product.title)).toBe(true);
      // The picture is drawn for this product, in the first of its colours.
      const picture = readFileSync(path.join(IMAGES_DIR, `product-${index + 1}.svg`), 'utf8');
      expect(picture).toContain(`<title>${product.title}</title>`);
      expect(picture).toContain(`data-art="${entry?.art}"`);
      expect(picture.toLowerCase()).toContain(`fill="${product.colors[0]?.toLowerCase()}"`);
    });
  });

  it('gives each blog post its own text and a category that fits it', () => {
    for (const post of data.blogPosts) {
      const topic = BLOG_TOPICS.find((candidate) => candidate.title === post.title);
      expect(topic?.content).toBe(post.content);
      expect(post.category).toBe(topic?.category);
      expect(talksAbout(post.content, post.title)).toBe(true);
    }
  });
});

describe('the sample data’s dates', () => {
  it('are all in the past', () => {
    const dates = allDates(data, 'data');
    expect(dates.length).toBeGreaterThan(100);
    for (const [where, iso] of dates) expect({ where, past: time(iso) <= NOW }).toEqual({ where, past: true });
  });

  it('put blog comments after their post and replies after their comment', () => {
    for (const post of data.blogPosts) {
      for (const comment of post.comments) {
        expect(time(comment.time)).toBeGreaterThan(time(post.createdAt));
        for (const reply of comment.replies) expect(time(reply.time)).toBeGreaterThan(time(comment.time));
      }
    }
  });

  it('put social comments after their post and replies after their comment', () => {
    for (const post of data.socialPosts) {
      for (const comment of post.data.comments) {
        expect(time(comment.profile.time)).toBeGreaterThan(time(post.profile.time));
        for (const reply of comment.data.replies) {
          expect(time(reply.profile.time)).toBeGreaterThan(time(comment.profile.time));
        }
      }
    }
  });

  it('put each chat’s messages in the order they were sent', () => {
    for (const chat of data.chats) {
      const times = chat.messages.map((message) => time(message.createdAt));
      expect(times).toEqual([...times].sort((a, b) => a - b));
    }
  });

  it('hold for other seeds too, not only the fixed one', () => {
    for (const seed of [1, 2, 3, 42, 777]) {
      const other = generateSampleData(seed, NOW);
      for (const [, iso] of allDates(other, 'data')) expect(time(iso)).toBeLessThanOrEqual(NOW);
      for (const post of other.blogPosts) {
        for (const comment of post.comments) {
          expect(time(comment.time)).toBeGreaterThan(time(post.createdAt));
          for (const reply of comment.replies) expect(time(reply.time)).toBeGreaterThan(time(comment.time));
        }
      }
    }
  });
});

describe('the sample pictures', () => {
  it.each(['avatar', 'cover', 'gallery', 'product'])('draw the %s set with several motifs, not one', (kind) => {
    const files = Array.from({ length: kind === 'cover' ? 10 : 12 }, (_, index) =>
      readFileSync(path.join(IMAGES_DIR, `${kind}-${index + 1}.svg`), 'utf8'),
    );
    // A motif is what a drawing is made of (its elements in order), whatever their colours and positions.
    const motifs = files.map((file) => (file.match(/<[a-zA-Z]+/g) ?? []).join(''));
    expect(new Set(motifs).size).toBeGreaterThanOrEqual(4);
  });
});
