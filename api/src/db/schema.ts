import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { ACCOUNT_LANGUAGES, MAIL_KINDS, MAIL_STATUSES } from '@restaurant/shared/contracts';
import type { RestaurantContact, RestaurantSettings, Service } from '@restaurant/shared/contracts';
import type { MailKind, MailPayloads } from '../mail/mail-model';

/** Mirrors `ReservationOccasion` in the contract. */
export const RESERVATION_OCCASIONS = ['birthday', 'anniversary', 'business', 'date', 'family', 'other'] as const;
/** What the host stand recorded of a confirmed booking on its day; null until then. */
export const RESERVATION_ATTENDANCE = ['seated', 'completed', 'no_show'] as const;

export const USER_ROLES = ['diner', 'staff', 'manager'] as const;

/**
 * A menu record's French, Arabic and Chinese texts (the Vietnamese original and English have columns of their own,
 * older than the back office). A missing or empty text: the menu shows the English one.
 */
export type MenuTranslations = Partial<Record<'fr' | 'ar' | 'ch', { name: string; description: string }>>;

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const menuTranslations = () => jsonb('translations').$type<MenuTranslations>().notNull().default({});
// the photo shown instead of the drawing (`image_url`); null: the drawing
const photoReference = () => integer('photo_id').references((): AnyPgColumn => photos.id, { onDelete: 'set null' });
// raised by every edit: the record's ETag, and what `If-Match` must name for a write to apply
const editVersion = () => integer('version').notNull().default(1);
// set by every edit with the version: when a public page's data last changed (the sitemap's lastmod)
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });
const quoted = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // stored lower-cased so the unique index is case-insensitive without citext
    email: varchar('email', { length: 254 }).notNull().unique(),
    // null for seeded reviewer profiles that cannot sign in
    passwordHash: text('password_hash'),
    fullName: varchar('full_name', { length: 100 }).notNull(),
    phone: varchar('phone', { length: 24 }),
    // null until the diner enters the code mailed at sign-up (or follows a password-reset link)
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    // staff advance orders through the kitchen, a manager also runs the back office; nobody becomes either by signing
    // up (`npm run staff:create`, or the seeded demo accounts)
    role: varchar('role', { length: 10, enum: USER_ROLES }).notNull().default('diner'),
    // what the diner's e-mails are written in: the sign-up request's Accept-Language, then the language they switch to
    language: varchar('language', { length: 2, enum: ACCOUNT_LANGUAGES }).notNull().default('en'),
    // the mail server refused this address for good (a 5xx to RCPT TO) this many times in a row; a delivery resets it
    emailBounces: smallint('email_bounces').notNull().default(0),
    // set at the second refusal: the diner is told to fix the address; cleared by the next delivery
    emailUndeliverableAt: timestamp('email_undeliverable_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('users_role', sql.raw(`role in (${quoted(USER_ROLES)})`)),
    check('users_language', sql.raw(`language in (${quoted(ACCOUNT_LANGUAGES)})`)),
    check('users_email_bounces', sql`${t.emailBounces} >= 0`),
  ],
);

/** Password-reset links: the token itself is only ever in the message; single use, short-lived. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // sha256 of the token
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    // set when another link of the account is used: a new request does not cancel a link the diner is following
    invalidatedAt: timestamp('invalidated_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/** The one pending e-mail verification code of a diner (a new code replaces it). */
export const emailVerificationCodes = pgTable(
  'email_verification_codes',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    // HMAC-SHA256 of the six digits keyed with the server secret: a million codes are no secret to plain sha256
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    // wrong tries since `attempts_window_started_at`: a new code keeps them, so re-sending cannot buy more guesses
    attempts: smallint('attempts').notNull().default(0),
    attemptsWindowStartedAt: timestamp('attempts_window_started_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
  },
  (t) => [check('email_verification_codes_attempts', sql`${t.attempts} >= 0`)],
);

/**
 * Last time something was sent for a key (e.g. `verify:<email>`), for cool-downs that must hold across instances and
 * look the same whether or not the address has an account.
 */
export const sendThrottle = pgTable('send_throttle', {
  key: varchar('key', { length: 300 }).primaryKey(),
  lastSentAt: timestamp('last_sent_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/**
 * The outbox: every message to a diner, written in the transaction of what it announces (the account, the reset
 * token, the booking, the order), then sent by the delivery worker of any API instance. With no mail server
 * configured the rows wait here for the operator (`npm run mail -w api -- list`); nothing is dropped.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: varchar('kind', { length: 30, enum: MAIL_KINDS }).notNull(),
    // the account it was written for (its bounces are counted there); the address and name are copied at writing
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    toAddress: varchar('to_address', { length: 254 }).notNull(),
    toName: varchar('to_name', { length: 100 }).notNull(),
    language: varchar('language', { length: 2, enum: ACCOUNT_LANGUAGES }).notNull(),
    // what the template shows, as of the transaction that wrote it (typed per kind in api/src/mail/mail-kinds.ts)
    payload: jsonb('payload').$type<MailPayloads[MailKind]>().notNull(),
    // the code or reset token the message carries: erased once the message is sent, failed or expired
    secret: text('secret'),
    status: varchar('status', { length: 10, enum: MAIL_STATUSES }).notNull().default('pending'),
    // SMTP attempts made (a claim that died before sending is no attempt)
    attempts: smallint('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull(),
    // a worker is sending it until then; past it, the instance is presumed dead and any worker may take it again
    claimedUntil: timestamp('claimed_until', { withTimezone: true, mode: 'date' }),
    // a verification code or reset link past this is useless: the message expires instead of going out
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    lastResponse: text('last_response'),
    // the Message-ID header it went out with (the same on every attempt)
    messageId: varchar('message_id', { length: 250 }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    // the workers' queue: pending rows by due time
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.status} = 'pending'`),
    index('mail_outbox_to_idx').on(t.toAddress, t.id),
    index('mail_outbox_user_idx').on(t.userId),
    check('mail_outbox_kind', sql.raw(`kind in (${quoted(MAIL_KINDS)})`)),
    check('mail_outbox_status', sql.raw(`status in (${quoted(MAIL_STATUSES)})`)),
    check('mail_outbox_language', sql.raw(`language in (${quoted(ACCOUNT_LANGUAGES)})`)),
    check('mail_outbox_attempts', sql`${t.attempts} >= 0`),
  ],
);

/** One SMTP attempt of a message: when, what came of it, and the server's answer. */
export const mailAttempts = pgTable(
  'mail_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    messageId: integer('message_id')
      .notNull()
      .references(() => mailOutbox.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    outcome: varchar('outcome', { length: 10, enum: ['sent', 'deferred', 'failed'] }).notNull(),
    response: text('response').notNull(),
  },
  (t) => [
    index('mail_attempts_message_idx').on(t.messageId, t.id),
    check('mail_attempts_outcome', sql`${t.outcome} in ('sent', 'deferred', 'failed')`),
  ],
);

/**
 * Fixed-window counters of the abuse limits (sign-in per address and per account...), in the database when several
 * API instances share it so every instance counts the same attempts.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: varchar('key', { length: 300 }).primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('rate_limit_hits_reset_idx').on(t.resetAt)],
);

/**
 * One signed-in session (a sign-in on one device). Access tokens name it (`sid`) and are refused once it is revoked
 * (sign-out, password reset) or past its absolute lifetime; refresh tokens rotate within it.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    // absolute lifetime: rotating refresh tokens never extends a session past this
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // the session this token belongs to (the "family" of rotated tokens)
    familyId: uuid('family_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    // sha256 of the opaque token: a database leak does not hand out sessions
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    // set by the rotation that replaced it; revocation is the session's (sessions.revoked_at)
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId), index('refresh_tokens_expires_idx').on(t.expiresAt)],
);

/**
 * A photo a manager uploaded: decoded, turned upright and stripped of every metadata field, then stored as AVIF, WebP
 * and JPEG at three widths (`photo_files`). In the database so every API instance serves the same bytes.
 */
export const photos = pgTable('photos', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  // sha256 of the upright, stripped pixels' largest JPEG: the same picture uploaded twice is stored once
  hash: varchar('hash', { length: 64 }).notNull().unique(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** One rendition of a photo, served at `/api/photos/<name>` (content-hashed, immutable for a year). */
export const photoFiles = pgTable(
  'photo_files',
  {
    // `<hash>-<width>.<avif|webp|jpg>`: the URL's last segment
    name: varchar('name', { length: 120 }).primaryKey(),
    photoId: integer('photo_id')
      .notNull()
      .references(() => photos.id, { onDelete: 'cascade' }),
    format: varchar('format', { length: 4, enum: ['avif', 'webp', 'jpeg'] }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [
    index('photo_files_photo_idx').on(t.photoId),
    check('photo_files_format', sql`${t.format} in ('avif', 'webp', 'jpeg')`),
  ],
);

export const foodCategories = pgTable('food_categories', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: varchar('name', { length: 120 }).notNull(),
  englishName: varchar('english_name', { length: 120 }).notNull(),
  slug: varchar('slug', { length: 140 }).notNull().unique(),
  description: text('description').notNull(),
  descriptionVi: text('description_vi').notNull().default(''),
  translations: menuTranslations(),
  imageUrl: text('image_url').notNull(),
  photoId: photoReference(),
  // false: retired by the manager, off the menu with its dishes (nothing an order refers to is deleted)
  available: boolean('available').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  version: editVersion(),
  updatedAt: updatedAt(),
});

export const foods = pgTable(
  'foods',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => foodCategories.id),
    name: varchar('name', { length: 120 }).notNull(),
    englishName: varchar('english_name', { length: 120 }).notNull(),
    // accent-free lower-case "name englishName" so search works typed with or without Vietnamese diacritics
    searchText: text('search_text').notNull(),
    slug: varchar('slug', { length: 140 }).notNull().unique(),
    description: text('description').notNull(),
    descriptionVi: text('description_vi').notNull(),
    translations: menuTranslations(),
    price: integer('price').notNull(),
    imageUrl: text('image_url').notNull(),
    photoId: photoReference(),
    spicyLevel: smallint('spicy_level').notNull().default(0),
    vegetarian: boolean('vegetarian').notNull().default(false),
    // false: withdrawn (retired by the manager): off the menu, still in past orders, refused in carts
    available: boolean('available').notNull().default(true),
    // the restaurant-local day the kitchen ran out: sold out while it is today, back by itself the next day
    soldOutOn: date('sold_out_on', { mode: 'string' }),
    // the staff member who last marked it sold out or back on sale (null: never, or the account is gone)
    soldOutBy: integer('sold_out_by').references(() => users.id, { onDelete: 'set null' }),
    sortOrder: integer('sort_order').notNull().default(0),
    version: editVersion(),
    updatedAt: updatedAt(),
    createdAt: createdAt(),
  },
  (t) => [
    index('foods_category_idx').on(t.categoryId, t.sortOrder),
    check('foods_price_positive', sql`${t.price} > 0`),
    check('foods_spicy_range', sql`${t.spicyLevel} between 0 and 3`),
  ],
);

export const combos = pgTable(
  'combos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: varchar('name', { length: 120 }).notNull(),
    englishName: varchar('english_name', { length: 120 }).notNull(),
    slug: varchar('slug', { length: 140 }).notNull().unique(),
    description: text('description').notNull(),
    descriptionVi: text('description_vi').notNull(),
    translations: menuTranslations(),
    price: integer('price').notNull(),
    serves: smallint('serves').notNull(),
    imageUrl: text('image_url').notNull(),
    photoId: photoReference(),
    // as foods.available
    available: boolean('available').notNull().default(true),
    // as foods.sold_out_on
    soldOutOn: date('sold_out_on', { mode: 'string' }),
    soldOutBy: integer('sold_out_by').references(() => users.id, { onDelete: 'set null' }),
    sortOrder: integer('sort_order').notNull().default(0),
    version: editVersion(),
    updatedAt: updatedAt(),
  },
  (t) => [check('combos_price_positive', sql`${t.price} > 0`)],
);

export const comboItems = pgTable(
  'combo_items',
  {
    comboId: integer('combo_id')
      .notNull()
      .references(() => combos.id, { onDelete: 'cascade' }),
    foodId: integer('food_id')
      .notNull()
      .references(() => foods.id),
    quantity: smallint('quantity').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.comboId, t.foodId] }),
    index('combo_items_food_idx').on(t.foodId),
    check('combo_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export const vouchers = pgTable(
  'vouchers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: varchar('code', { length: 40 }).notNull().unique(),
    name: varchar('name', { length: 120 }).notNull(),
    description: text('description').notNull(),
    discountType: varchar('discount_type', { length: 10, enum: ['PERCENT', 'FIXED'] }).notNull(),
    discountValue: integer('discount_value').notNull(),
    maxDiscount: integer('max_discount'),
    minOrderValue: integer('min_order_value').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true, mode: 'date' }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true, mode: 'date' }).notNull(),
    usageLimit: integer('usage_limit'),
    usageCount: integer('usage_count').notNull().default(0),
    perUserLimit: integer('per_user_limit').notNull().default(1),
    // switched off by the restaurant: refused as NOT_ACTIVE whatever its dates
    enabled: boolean('enabled').notNull().default(true),
    // false: not in the public list; a diner who has the code can still use it
    listed: boolean('listed').notNull().default(true),
    version: editVersion(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('vouchers_type', sql`${t.discountType} in ('PERCENT', 'FIXED')`),
    check('vouchers_value', sql`${t.discountValue} > 0 and (${t.discountType} = 'FIXED' or ${t.discountValue} <= 100)`),
    check('vouchers_window', sql`${t.validTo} > ${t.validFrom}`),
    check('vouchers_usage', sql`${t.usageLimit} is null or ${t.usageCount} <= ${t.usageLimit}`),
  ],
);

export const voucherRedemptions = pgTable(
  'voucher_redemptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    voucherId: integer('voucher_id')
      .notNull()
      .references(() => vouchers.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    redeemedAt: createdAt(),
    // the order that used it (null for uses before ordering existed): cancelling the order gives the use back
    orderId: integer('order_id').references((): AnyPgColumn => orders.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('voucher_redemptions_user_idx').on(t.userId, t.voucherId),
    uniqueIndex('voucher_redemptions_order_unique').on(t.orderId),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // one review per diner: posting again replaces it
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    // the manager's moderation (issue 57): raised by every reply, hide and unhide, sent as the ETag
    version: editVersion(),
    // the restaurant's reply, in the language the manager wrote it in (a product language: vi, en, fr, ar, ch)
    replyText: text('reply_text'),
    replyLanguage: text('reply_language'),
    repliedAt: timestamp('replied_at', { withTimezone: true, mode: 'date' }),
    repliedBy: integer('replied_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    // hidden by a manager: kept, out of the public list and the average, still shown to its author
    hiddenAt: timestamp('hidden_at', { withTimezone: true, mode: 'date' }),
    hiddenReason: text('hidden_reason'),
    hiddenBy: integer('hidden_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('reviews_hidden_has_reason', sql`(${t.hiddenAt} is null) = (${t.hiddenReason} is null)`),
    check('reviews_reply_has_language', sql`(${t.replyText} is null) = (${t.replyLanguage} is null)`),
    index('reviews_rating_idx').on(t.rating, t.createdAt),
  ],
);

export const carts = pgTable('carts', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

export const cartItems = pgTable(
  'cart_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 5, enum: ['FOOD', 'COMBO'] }).notNull(),
    foodId: integer('food_id').references(() => foods.id),
    comboId: integer('combo_id').references(() => combos.id),
    quantity: integer('quantity').notNull(),
    // the price the diner last saw for the line (null: added before prices could change); the cart shows a change
    seenUnitPrice: integer('seen_unit_price'),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'cart_items_kind',
      sql`(${t.type} = 'FOOD' and ${t.foodId} is not null and ${t.comboId} is null) or (${t.type} = 'COMBO' and ${t.comboId} is not null and ${t.foodId} is null)`,
    ),
    // the per-line limit lives here so a merge that would overflow it fails atomically
    check('cart_items_quantity_range', sql`${t.quantity} between 1 and 99`),
    uniqueIndex('cart_items_food_unique')
      .on(t.cartId, t.foodId)
      .where(sql`${t.foodId} is not null`),
    uniqueIndex('cart_items_combo_unique')
      .on(t.cartId, t.comboId)
      .where(sql`${t.comboId} is not null`),
  ],
);

export const floors = pgTable('floors', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: varchar('name', { length: 80 }).notNull(),
  level: smallint('level').notNull(),
  description: text('description').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  // the manager's floor plan editor: raised by every edit of the floor itself (its ETag); tables have their own
  version: editVersion(),
});

export const restaurantTables = pgTable(
  'restaurant_tables',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    floorId: integer('floor_id')
      .notNull()
      .references(() => floors.id),
    // unique among the tables in use (a removed table's number may be given again)
    code: varchar('code', { length: 10 }).notNull(),
    capacity: smallint('capacity').notNull(),
    shape: varchar('shape', { length: 10, enum: ['ROUND', 'SQUARE', 'RECTANGLE'] }).notNull(),
    zone: varchar('zone', { length: 60 }).notNull(),
    x: real('x').notNull(),
    y: real('y').notNull(),
    width: real('width').notNull(),
    height: real('height').notNull(),
    rotation: real('rotation').notNull().default(0),
    version: editVersion(),
    // from this restaurant-local date on the table offers no availability (bookings before it stay)
    closedFrom: date('closed_from', { mode: 'string' }),
    // removed in the editor: kept only for the bookings that name it (past ones; future ones forbid removal)
    removedAt: timestamp('removed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('restaurant_tables_code_unique')
      .on(t.code)
      .where(sql`${t.removedAt} is null`),
    index('restaurant_tables_floor_idx').on(t.floorId),
    check('restaurant_tables_capacity', sql`${t.capacity} between 1 and 20`),
  ],
);

export const seats = pgTable(
  'seats',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tableId: integer('table_id')
      .notNull()
      .references(() => restaurantTables.id, { onDelete: 'cascade' }),
    label: varchar('label', { length: 10 }).notNull(),
    x: real('x').notNull(),
    y: real('y').notNull(),
    angle: real('angle').notNull(),
  },
  (t) => [index('seats_table_idx').on(t.tableId)],
);

/** Pairs of tables that staff can push together; stored once with the smaller id first. */
export const tableAdjacency = pgTable(
  'table_adjacency',
  {
    tableId: integer('table_id')
      .notNull()
      .references(() => restaurantTables.id, { onDelete: 'cascade' }),
    adjacentTableId: integer('adjacent_table_id')
      .notNull()
      .references(() => restaurantTables.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.tableId, t.adjacentTableId] }),
    check('table_adjacency_ordered', sql`${t.tableId} < ${t.adjacentTableId}`),
  ],
);

export const reservations = pgTable(
  'reservations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: varchar('code', { length: 20 }).notNull().unique(),
    // null for a walk-in the host stand seated: the party has no account
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    floorId: integer('floor_id')
      .notNull()
      .references(() => floors.id),
    reservationDate: date('reservation_date', { mode: 'string' }).notNull(),
    reservationTime: varchar('reservation_time', { length: 5 }).notNull(),
    durationMinutes: smallint('duration_minutes').notNull(),
    startAt: timestamp('start_at', { withTimezone: true, mode: 'date' }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true, mode: 'date' }).notNull(),
    guests: smallint('guests').notNull(),
    contactName: varchar('contact_name', { length: 100 }).notNull(),
    // null only for a walk-in (a diner's booking always has one)
    contactPhone: varchar('contact_phone', { length: 24 }),
    note: text('note'),
    occasion: varchar('occasion', { length: 20, enum: RESERVATION_OCCASIONS }),
    status: varchar('status', { length: 10, enum: ['confirmed', 'cancelled'] })
      .notNull()
      .default('confirmed'),
    createdAt: createdAt(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    // Kept apart from `status`, which is the diner's side (booked or cancelled): every rule about a diner's bookings
    // reads `status` as before, and a finished one (completed, no-show) has released its tables.
    attendance: varchar('attendance', { length: 10, enum: RESERVATION_ATTENDANCE }),
    attendanceAt: timestamp('attendance_at', { withTimezone: true, mode: 'date' }),
    // the staff member who last marked it at the host stand, or seated the walk-in (null: not marked, or gone)
    markedBy: integer('marked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('reservations_user_idx').on(t.userId, t.startAt),
    // the host stand reads one day at a time
    index('reservations_date_idx').on(t.reservationDate, t.startAt),
    check('reservations_status', sql`${t.status} in ('confirmed', 'cancelled')`),
    check(
      'reservations_attendance',
      sql.raw(
        `attendance is null or (status = 'confirmed' and attendance in (${RESERVATION_ATTENDANCE.map((a) => `'${a}'`).join(', ')}))`,
      ),
    ),
    check('reservations_diner_contact', sql`${t.userId} is null or ${t.contactPhone} is not null`),
    check('reservations_time_order', sql`${t.endAt} > ${t.startAt}`),
    check('reservations_guests', sql`${t.guests} between 1 and 100`),
    check(
      'reservations_occasion',
      sql.raw(`occasion is null or occasion in (${RESERVATION_OCCASIONS.map((o) => `'${o}'`).join(', ')})`),
    ),
  ],
);

/**
 * One row per booked table. Time range and status are copied from the reservation because the exclusion
 * constraint that forbids overlapping confirmed bookings of a table (custom migration) can only see one table.
 */
export const reservationTables = pgTable(
  'reservation_tables',
  {
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    tableId: integer('table_id')
      .notNull()
      .references(() => restaurantTables.id),
    startAt: timestamp('start_at', { withTimezone: true, mode: 'date' }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true, mode: 'date' }).notNull(),
    // 'cancelled': the booking no longer holds the table (cancelled, or completed / no-show at the host stand)
    status: varchar('status', { length: 10, enum: ['confirmed', 'cancelled'] })
      .notNull()
      .default('confirmed'),
  },
  (t) => [
    primaryKey({ columns: [t.reservationId, t.tableId] }),
    index('reservation_tables_table_time_idx').on(t.tableId, t.startAt),
    check('reservation_tables_status', sql`${t.status} in ('confirmed', 'cancelled')`),
  ],
);

/** Mirrors `OrderStatus` / `OrderType` / `PaymentMethod` in the contract. */
export const ORDER_STATUSES = ['PLACED', 'PREPARING', 'READY', 'COMPLETED', 'CANCELLED'] as const;
export const ORDER_TYPES = ['PICKUP', 'DINE_IN'] as const;
export const PAYMENT_METHODS = ['PAY_AT_RESTAURANT', 'BANK_TRANSFER'] as const;

export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: varchar('code', { length: 20 }).notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 10, enum: ORDER_TYPES }).notNull(),
    status: varchar('status', { length: 10, enum: ORDER_STATUSES }).notNull().default('PLACED'),
    pickupAt: timestamp('pickup_at', { withTimezone: true, mode: 'date' }),
    reservationId: integer('reservation_id').references(() => reservations.id, { onDelete: 'set null' }),
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull().default(0),
    total: integer('total').notNull(),
    voucherId: integer('voucher_id').references(() => vouchers.id),
    voucherCode: varchar('voucher_code', { length: 40 }),
    paymentMethod: varchar('payment_method', { length: 20, enum: PAYMENT_METHODS }).notNull(),
    note: text('note'),
    // the diner ticked "e-mail me when it is ready" at checkout (pick-up orders)
    notifyWhenReady: boolean('notify_when_ready').notNull().default(false),
    // a double submit with the same key answers the first order: the unique index decides between racing requests
    idempotencyKey: varchar('idempotency_key', { length: 100 }),
    // the staff member who moved it on last (null: still as the diner placed it, or the account is gone)
    advancedBy: integer('advanced_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_active_idx')
      .on(t.status, t.createdAt)
      .where(sql`${t.status} in ('PLACED', 'PREPARING', 'READY')`),
    uniqueIndex('orders_idempotency_unique')
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    check('orders_status', sql.raw(`status in (${quoted(ORDER_STATUSES)})`)),
    check('orders_type', sql.raw(`type in (${quoted(ORDER_TYPES)})`)),
    check('orders_payment_method', sql.raw(`payment_method in (${quoted(PAYMENT_METHODS)})`)),
    check(
      'orders_type_target',
      sql`(${t.type} = 'PICKUP' and ${t.pickupAt} is not null) or (${t.type} = 'DINE_IN' and ${t.pickupAt} is null)`,
    ),
    check(
      'orders_amounts',
      sql`${t.subtotal} > 0 and ${t.discount} between 0 and ${t.subtotal} and ${t.total} = ${t.subtotal} - ${t.discount}`,
    ),
  ],
);

/** What was ordered, copied at order time: a later price or name change does not rewrite a past order. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    foodId: integer('food_id').references(() => foods.id),
    comboId: integer('combo_id').references(() => combos.id),
    name: varchar('name', { length: 120 }).notNull(),
    unitPrice: integer('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    check('order_lines_quantity', sql`${t.quantity} > 0`),
    check('order_lines_price', sql`${t.unitPrice} >= 0`),
  ],
);

/** The status timeline: one row per status an order reached. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: varchar('status', { length: 10, enum: ORDER_STATUSES }).notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.at)],
);

/** Spec section 3's Bank account: the restaurant's accounts a diner may pay an order into. */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    accountId: integer('account_id').primaryKey().generatedAlwaysAsIdentity(),
    iconBank: varchar('icon_bank', { length: 200 }).notNull(),
    bankCode: varchar('bank_code', { length: 20 }).notNull(),
    accountNumber: varchar('account_number', { length: 30 }).notNull(),
    accountName: varchar('account_name', { length: 100 }).notNull(),
    status: varchar('status', { length: 10, enum: ['ACTIVE', 'INACTIVE'] })
      .notNull()
      .default('ACTIVE'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    check('bank_accounts_status', sql`${t.status} in ('ACTIVE', 'INACTIVE')`),
    uniqueIndex('bank_accounts_number_unique').on(t.bankCode, t.accountNumber),
  ],
);

/**
 * The restaurant's opening hours, booking rules and contact as the manager last saved them (`/api/manage/settings`): one
 * row (id 1), seeded by its migrations with the rules the code held before and the restaurant's address. `version` is the ETag.
 */
export const restaurantSettings = pgTable(
  'restaurant_settings',
  {
    id: smallint('id').primaryKey().default(1),
    rules: jsonb('rules').$type<RestaurantSettings>().notNull(),
    // the address and telephone the homepage and its schema.org Restaurant show; null until set
    contact: jsonb('contact').$type<RestaurantContact>(),
    version: editVersion(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  () => [check('restaurant_settings_one_row', sql`id = 1`)],
);

/** A date closed (no services) or with special hours (its services replace the weekday's). */
export const restaurantClosures = pgTable('restaurant_closures', {
  date: date('date', { mode: 'string' }).primaryKey(),
  services: jsonb('services').$type<Service[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * Every write of the manager's back office (menu, vouchers, photos, settings and closures, floors and tables, review
 * replies and moderation): who, when, what, and the record before and after, written in the write's own transaction.
 * Append-only: no route updates or deletes a row; a user's removal keeps their entries (actor set null).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    // e.g. 'food.update', 'closure.delete'
    action: varchar('action', { length: 40 }).notNull(),
    entityKind: varchar('entity_kind', { length: 20 }).notNull(),
    // the record's id, or its key (a closure's date, 'settings')
    entityId: varchar('entity_id', { length: 40 }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at, t.id),
    index('audit_log_actor_idx').on(t.actorId, t.at),
    index('audit_log_entity_idx').on(t.entityKind, t.at),
  ],
);

/**
 * Page views and client errors per remote version per minute (`POST /api/client-errors`): what a release's error rate
 * is read from. Counts only, never who: no address, account or URL.
 */
export const clientEventCounts = pgTable(
  'client_event_counts',
  {
    remote: varchar('remote', { length: 40 }).notNull(),
    version: varchar('version', { length: 40 }).notNull(),
    minute: timestamp('minute', { withTimezone: true, mode: 'date' }).notNull(),
    pageViews: integer('page_views').notNull().default(0),
    errors: integer('errors').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.remote, t.version, t.minute] }),
    index('client_event_counts_minute_idx').on(t.minute),
  ],
);

/**
 * The events already counted, by page view: a page view is counted once and an error once per page view, however
 * often the browser sends it. Kept a day (housekeeping), longer than any page view lasts.
 */
export const clientEventsSeen = pgTable(
  'client_events_seen',
  {
    key: varchar('key', { length: 200 }).primaryKey(),
    seenAt: timestamp('seen_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('client_events_seen_at_idx').on(t.seenAt)],
);

/**
 * A capped sample of client errors per remote version, with their stacks as the browser gave them (minified): the
 * `errors` command resolves them against the build's source maps when an operator reads them. Stored as text.
 */
export const clientErrorSamples = pgTable(
  'client_error_samples',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    remote: varchar('remote', { length: 40 }).notNull(),
    version: varchar('version', { length: 40 }).notNull(),
    kind: varchar('kind', { length: 40 }).notNull(),
    route: varchar('route', { length: 200 }).notNull(),
    message: text('message').notNull(),
    stack: text('stack'),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('client_error_samples_version_idx').on(t.remote, t.version, t.at)],
);
