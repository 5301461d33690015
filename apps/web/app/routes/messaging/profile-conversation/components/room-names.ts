import type { TRoom } from '@hushwork/contract';

/**
 * Who the reader talks to: the candidate's side sees the company; the company's side sees the candidate's name only
 * once the profile is opened to it, and the anonymous label (the desired position) until then, as the API gives them.
 */
export const counterpartOf = (room: TRoom): string =>
  room.side === 'candidate' ? room.company.name : (room.candidate.name ?? room.candidate.label);
