import type { APIRequestContext } from '@playwright/test';
import { expect } from '../fixtures.ts';

type RoomsAnswer = { data: { list: { id: number }[] } };

/** The ids of the rooms an account's list shows: the active ones, then the archived ones. */
export async function roomIdsOf(request: APIRequestContext) {
  const ids: number[] = [];
  for (const archived of ['0', '1']) {
    const answer = await request.get(`/api/me/rooms?archived=${archived}`);
    expect(answer.ok()).toBe(true);
    ids.push(...((await answer.json()) as RoomsAnswer).data.list.map((room) => room.id));
  }
  return ids;
}
