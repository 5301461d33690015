import { describe, expect, it } from 'vitest';
import { type FailureRules, orThrow, pageStatusOf } from './or-throw.ts';

const failed = (status: number) => ({ ok: false as const, status });

/** What a page throws for a failed answer: a redirect's target, or the status of the error page. */
function thrownBy(status: number, rules?: FailureRules) {
  try {
    orThrow(failed(status), rules);
  } catch (thrown) {
    const response = thrown as Response;
    const location = response.headers.get('location');
    return location ? { status: response.status, location } : { status: response.status };
  }
  throw new Error('nothing was thrown');
}

describe('orThrow', () => {
  it('answers the data of a success', () => {
    expect(orThrow({ ok: true, data: { id: 7 } })).toEqual({ id: 7 });
  });

  it('shows a missing thing as a 404 and anything else as the API being unavailable', () => {
    expect(thrownBy(404)).toEqual({ status: 404 });
    expect(thrownBy(500)).toEqual({ status: 503 });
    expect(thrownBy(403)).toEqual({ status: 503 });
  });

  it('relays the statuses a page names, and only those', () => {
    expect(thrownBy(403, { relay: [403], failure: 500 })).toEqual({ status: 403 });
    expect(thrownBy(404, { relay: [403], failure: 500 })).toEqual({ status: 500 });
    expect(thrownBy(400, { relay: 'client-errors' })).toEqual({ status: 400 });
    expect(thrownBy(502, { relay: 'client-errors' })).toEqual({ status: 503 });
    expect(thrownBy(502, { relay: 'all' })).toEqual({ status: 502 });
  });

  it('reads the statuses a page names as its subject not being there', () => {
    expect(thrownBy(422, { notFound: [422] })).toEqual({ status: 404 });
    expect(thrownBy(409, { notFound: 'client-errors', failure: 500 })).toEqual({ status: 404 });
    expect(thrownBy(500, { notFound: 'client-errors', failure: 500 })).toEqual({ status: 500 });
  });

  it('sends the visitor where a page says for a status', () => {
    expect(thrownBy(409, { redirect: { 409: '/de/profile/add-resume' }, failure: 500 })).toEqual({
      status: 302,
      location: '/de/profile/add-resume',
    });
    expect(thrownBy(500, { redirect: { 409: '/profile/add-resume' }, failure: 500 })).toEqual({ status: 500 });
  });
});

describe('pageStatusOf', () => {
  it('checks not-found before relaying', () => {
    expect(pageStatusOf(422, { relay: 'client-errors', notFound: [422] })).toBe(404);
  });
});
