import { date, index, integer, jsonb, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import {
  createdAt,
  moderationNote,
  moderationStatus,
  ownedBy,
  serialId,
  textList,
  timestamps,
  timestamptz,
} from '../../platform/db/columns.ts';

/** A heading of a rendered body, for its table of contents. */
export type TocRow = { id: string; text: string; level: number };

/**
 * The blog's articles, loaded from `content/blog/<slug>/<locale>.md` by the content seed; the text of each language
 * is a row of `post_translations`. `related` holds slugs of other articles.
 */
export const posts = pgTable('posts', {
  id: serialId(),
  slug: text('slug').notNull().unique(),
  category: text('category').notNull(),
  published_at: timestamptz('published_at').notNull(),
  revised_at: timestamptz('revised_at'),
  related: textList('related'),
  ...timestamps(),
});

/** One language of an article, rendered at seed time: pages serve stored, sanitized HTML and never parse Markdown. */
export const post_translations = pgTable(
  'post_translations',
  {
    post_id: ownedBy('post_id', () => posts.id),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    body_html: text('body_html').notNull(),
    toc: jsonb('toc').$type<TocRow[]>().notNull(),
    reading_minutes: smallint('reading_minutes').notNull(),
    /** The source file's hash: a start re-renders only what changed. */
    source_hash: text('source_hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.post_id, t.locale] })],
);

/** One vote per reader and article; `voter` is `user:<id>` or a keyed hash of a guest's address and browser. */
export const post_ratings = pgTable(
  'post_ratings',
  {
    post_id: ownedBy('post_id', () => posts.id),
    voter: text('voter').notNull(),
    rating: smallint('rating').notNull(),
    ...timestamps(),
  },
  (t) => [primaryKey({ columns: [t.post_id, t.voter] })],
);

/**
 * Readers' comments, moderated like company reviews; `parent_id` is the comment a reply answers (threads are one
 * level deep). Pages show the author's role only.
 */
export const post_comments = pgTable(
  'post_comments',
  {
    id: serialId(),
    post_id: ownedBy('post_id', () => posts.id),
    parent_id: integer('parent_id'),
    author_user_id: integer('author_user_id').notNull(),
    author_role: text('author_role').notNull(),
    text: text('text').notNull(),
    moderation_status: moderationStatus(),
    moderation_note: moderationNote(),
    ...timestamps(),
  },
  (t) => [
    // An article's approved thread, oldest first.
    index('post_comments_thread_idx').on(t.post_id, t.moderation_status, t.id),
    // The admins' queue of one status across articles.
    index('post_comments_moderation_idx').on(t.moderation_status, t.id),
    index('post_comments_author_idx').on(t.author_user_id),
  ],
);

/** The static and legal pages (`content/pages/<name>/<locale>.md`), rendered at seed time like articles. */
export const static_pages = pgTable(
  'static_pages',
  {
    name: text('name').notNull(),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** The date this text took effect, shown on the page. */
    version: date('version', { mode: 'string' }).notNull(),
    body_html: text('body_html').notNull(),
    toc: jsonb('toc').$type<TocRow[]>().notNull(),
    source_hash: text('source_hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.name, t.locale] })],
);

/** Messages sent through the contact form, kept for the support team; mailed to the support address too. */
export const contact_messages = pgTable(
  'contact_messages',
  {
    id: serialId(),
    user_id: integer('user_id'),
    name: text('name').notNull(),
    email: text('email').notNull(),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    locale: text('locale').notNull(),
    created_at: createdAt(),
  },
  // A force-deleted account's messages are found by its id or its address.
  (t) => [index('contact_messages_user_idx').on(t.user_id), index('contact_messages_email_idx').on(t.email)],
);

/**
 * A picture an article shows (`content/blog/<slug>/images/<name>`), stored through the files platform once per
 * content hash: a start finds the hash here and reuses the file. `slug` and `name` say where it was first found; the
 * same bytes in another article share the row. Never deleted: a page cached before an edit may still show the old one.
 */
export const content_images = pgTable('content_images', {
  sha256: text('sha256').primaryKey(),
  slug: text('slug').notNull(),
  name: text('name').notNull(),
  file_id: text('file_id').notNull().unique(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  created_at: createdAt(),
});
