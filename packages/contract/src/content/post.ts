import { z } from 'zod';
import { CONTENT } from '../constants.ts';
import { zId } from '../validation.ts';

export const ZPostCategory = z.enum(CONTENT.categories);
export type TPostCategory = z.infer<typeof ZPostCategory>;

/** A post's readers' verdict: the average of 1–5 ratings to one decimal (null until the first) and their number. */
export const ZPostRating = z
  .object({ average: z.number().nullable(), count: z.number().int() })
  .meta({ id: 'PostRating' });
export type TPostRating = z.infer<typeof ZPostRating>;

/** An article as lists show it, in the language the request asked for. */
export const ZPostSummary = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    category: ZPostCategory,
    title: z.string(),
    description: z.string(),
    published_at: z.string(),
    /** When the advice last changed; null when it has not since publication. */
    updated_at: z.string().nullable(),
    reading_minutes: z.number().int(),
    views: z.number().int(),
    rating: ZPostRating,
  })
  .meta({ id: 'PostSummary' });
export type TPostSummary = z.infer<typeof ZPostSummary>;

/** A heading of the article's body and its anchor, for the table of contents. */
export const ZTocEntry = z
  .object({ id: z.string(), text: z.string(), level: z.number().int() })
  .meta({ id: 'TocEntry' });
export type TTocEntry = z.infer<typeof ZTocEntry>;

/** Who wrote a comment, as readers may know it: a role, never a name, e-mail or id (anonymity is the product). */
export const ZCommentAuthorRole = z.enum(['worker', 'company', 'admin']);

const commentShape = {
  id: z.number().int(),
  text: z.string(),
  author_role: ZCommentAuthorRole,
  created_at: z.string(),
};
export const ZPostCommentReply = z.object(commentShape).meta({ id: 'PostCommentReply' });
/** An approved comment and its approved replies (threads are one level deep), oldest first. */
export const ZPostComment = z
  .object({ ...commentShape, replies: z.array(ZPostCommentReply) })
  .meta({ id: 'PostComment' });
export type TPostComment = z.infer<typeof ZPostComment>;

/** One article whole: its body as sanitized HTML, its contents, related articles and its readers' comments. */
export const ZPost = ZPostSummary.extend({
  body_html: z.string(),
  toc: z.array(ZTocEntry),
  related: z.array(ZPostSummary),
  comments: z.array(ZPostComment),
  comments_count: z.number().int(),
}).meta({ id: 'Post' });
export type TPost = z.infer<typeof ZPost>;

export const ZPostsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  category: ZPostCategory.optional(),
});
export type TPostsQuery = z.input<typeof ZPostsQuery>;
export type TPostsQueryParsed = z.output<typeof ZPostsQuery>;

/** `posts/{id}`: an article's number or its slug (pages address articles by slug). */
export const ZPostParams = z.object({
  id: z.union([
    zId,
    z
      .string()
      .min(1)
      .max(CONTENT.slugMax)
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  ]),
});

export const ZPostRatingRequest = z.object({
  post_id: zId,
  rating: z.number({ error: 'validation:required' }).int().min(1).max(5),
});
export type TPostRatingRequest = z.output<typeof ZPostRatingRequest>;
/** The article's rating after the vote, and the vote this reader holds. */
export const ZPostRatingResult = ZPostRating.extend({ mine: z.number().int() }).meta({ id: 'PostRatingResult' });
