import { RATE_LIMITS, type TPostRatingRequest } from '@hushwork/contract';
import { requirePermission } from '../../../platform/auth/actor.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { UseCaseArgs } from '../../../platform/use-case.ts';
import { postRepo } from './lib/post.repo.ts';

/** `voter`: who votes, as the route tells them apart (an account, or a guest's keyed address and browser). */
export type RatePostOptions = UseCaseArgs<TPostRatingRequest, 'limiter'> & { voter: string; ip: string };

/** A reader rates an article 1–5; a second vote replaces the first, so no one counts twice. */
export async function ratePost({ actor, input, db, limiter, voter, ip }: RatePostOptions) {
  requirePermission(actor, 'create:post-rating:own');
  await limiter.consume(RATE_LIMITS.postRatingPerIp, `post-rating:ip:${ip}`);
  const post = await postRepo.find(db, input.post_id);
  if (!post) throw new AppError('POST_NOT_FOUND');
  await postRepo.vote(db, { post_id: post.id, voter, rating: input.rating });
  const rating = (await postRepo.ratings(db, [post.id])).get(post.id) ?? { average: null, count: 0 };
  return { ...rating, mine: input.rating };
}
