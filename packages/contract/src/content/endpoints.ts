import { errorsOf } from '../app-errors.ts';
import { endpointsOf } from '../endpoint.ts';
import { dataOf, listOf, pagedListOf, ZOk } from '../envelope.ts';
import { ZCommentParams, ZPostCommentRequest, ZPostedComment } from './comment.ts';
import { ZContactFormRequest } from './contact.ts';
import { ZPage, ZPageParams } from './page.ts';
import { ZPost, ZPostParams, ZPostRatingRequest, ZPostRatingResult, ZPostSummary, ZPostsQuery } from './post.ts';

const endpoint = endpointsOf({ tags: ['content'], auth: 'optional' });

export const listPosts = endpoint({
  method: 'GET',
  path: '/api/posts',
  summary: 'The blog’s articles in the request’s language, newest first, optionally of one category',
  query: ZPostsQuery,
  response: pagedListOf(ZPostSummary),
  errors: errorsOf(),
});
export const listMostViewedPosts = endpoint({
  method: 'GET',
  path: '/api/posts/most-viewed',
  summary: 'The most read articles',
  response: listOf(ZPostSummary),
  errors: errorsOf(),
});
export const getPost = endpoint({
  method: 'GET',
  path: '/api/posts/{id}',
  summary: 'One article by number or slug, with its contents, related articles and approved comments',
  params: ZPostParams,
  response: dataOf(ZPost),
  errors: errorsOf('POST_NOT_FOUND'),
});
export const ratePost = endpoint({
  method: 'POST',
  path: '/api/posts/rating',
  summary: 'Rate an article from 1 to 5 (rating it again changes the reader’s vote)',
  body: ZPostRatingRequest,
  response: dataOf(ZPostRatingResult),
  errors: errorsOf('POST_NOT_FOUND'),
});
export const commentPost = endpoint({
  method: 'POST',
  path: '/api/posts/{id}/comment',
  summary: 'Comment on an article; the comment shows once an admin approves it',
  auth: 'required',
  params: ZCommentParams,
  body: ZPostCommentRequest,
  status: 201,
  response: dataOf(ZPostedComment),
  errors: errorsOf('FORBIDDEN', 'POST_NOT_FOUND'),
});
export const replyToComment = endpoint({
  method: 'POST',
  path: '/api/comments/{id}/comment',
  summary: 'Answer a comment (threads are one level deep: an answer to an answer joins its thread)',
  auth: 'required',
  params: ZCommentParams,
  body: ZPostCommentRequest,
  status: 201,
  response: dataOf(ZPostedComment),
  errors: errorsOf('FORBIDDEN', 'COMMENT_NOT_FOUND'),
});
export const sendContactForm = endpoint({
  method: 'POST',
  path: '/api/contact-form',
  summary: 'Write to the support team; the message is kept and mailed to the support address',
  body: ZContactFormRequest,
  status: 202,
  response: ZOk,
  errors: errorsOf(),
});
export const getPage = endpoint({
  method: 'GET',
  path: '/api/pages/{name}',
  summary: 'A static or legal page (agreement, cookie, privacy, rules) in the request’s language',
  params: ZPageParams,
  response: dataOf(ZPage),
  errors: errorsOf('PAGE_NOT_FOUND'),
});
