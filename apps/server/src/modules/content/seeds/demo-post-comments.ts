import type { DemoSeed } from '../../../db/seeds/run-seeds.ts';
import { userDirectory } from '../../identity/index.ts';
import { commentRepo } from '../comments/lib/comment.repo.ts';
import { postRepo } from '../posts/lib/post.repo.ts';

type DemoComment = {
  slug: string;
  by: 'worker' | 'company';
  text: string;
  status: 'approved' | 'pending';
  answer?: string;
};

const ACCOUNTS = { worker: 'worker@demo.hushwork.local', company: 'employer@demo.hushwork.local' } as const;

/**
 * A discussion under a few articles and comments waiting in the admins' queue, in several languages, written by the
 * demo job seeker and employer. Runs once: a later start finds its first comment and stops.
 */
const COMMENTS: DemoComment[] = [
  {
    slug: 'how-to-write-resume',
    by: 'worker',
    text: 'The part about turning duties into results helped me most: I rewrote five bullets and got two calls this week.',
    status: 'approved',
    answer: 'As a hiring manager I confirm it: a number in the first line of a bullet is what we read first.',
  },
  {
    slug: 'interviews',
    by: 'worker',
    text: 'Чи варто питати про зарплатну вилку вже на першому дзвінку з рекрутером?',
    status: 'approved',
    answer: 'Так, і краще самим назвати очікування: це економить час обом сторонам.',
  },
  {
    slug: 'job-offer',
    by: 'company',
    text: 'Ein Hinweis aus Arbeitgebersicht: Fragen Sie nach der Probezeit schriftlich, das vermeidet Missverständnisse.',
    status: 'pending',
  },
  {
    slug: 'resume-in-english',
    by: 'worker',
    text: 'Dzięki za listę „false friends”, nie wiedziałem, że „eventually” nie znaczy „ewentualnie”.',
    status: 'pending',
  },
];

export const demoPostCommentsSeed: DemoSeed = {
  name: 'demo-post-comments',
  async run(db) {
    const worker = await userDirectory.findByEmail(db, ACCOUNTS.worker);
    const company = await userDirectory.findByEmail(db, ACCOUNTS.company);
    if (!worker || !company) return [];
    const authors = { worker, company };
    const first = await postRepo.find(db, COMMENTS[0]!.slug);
    if (!first || (await commentRepo.approvedOf(db, first.id)).some((row) => row.text === COMMENTS[0]!.text)) return [];
    for (const entry of COMMENTS) {
      const post = await postRepo.find(db, entry.slug);
      if (!post) continue;
      const author = authors[entry.by];
      const comment = await commentRepo.insert(db, {
        post_id: post.id,
        parent_id: null,
        author_user_id: author.id,
        author_role: entry.by,
        text: entry.text,
        moderation_status: entry.status,
      });
      if (!entry.answer) continue;
      const answerer = entry.by === 'worker' ? authors.company : authors.worker;
      await commentRepo.insert(db, {
        post_id: post.id,
        parent_id: comment.id,
        author_user_id: answerer.id,
        author_role: entry.by === 'worker' ? 'company' : 'worker',
        text: entry.answer,
        moderation_status: 'approved',
      });
    }
    return [];
  },
};
