// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { testUser } from '../../test/render-header.tsx';
import { announceUnreadMessages, isConversationPath, setUnreadMessages, useUnreadMessages } from './unread-messages.ts';

describe('conversation pages', () => {
  it('are the list, a room and the outstaff list, with or without a language prefix', () => {
    for (const path of [
      '/profile/conversation',
      '/profile/conversation/12',
      '/profile/conversation/outstaff',
      '/de/profile/conversation',
      '/uk/profile/conversation/outstaff/3',
    ]) {
      expect(isConversationPath(path), path).toBe(true);
    }
  });

  it('are not the other pages, nor a path that only starts alike', () => {
    for (const path of ['/', '/profile/user', '/pl/profile/employer', '/profile/conversations', '/de/job-openings']) {
      expect(isConversationPath(path), path).toBe(false);
    }
  });
});

describe('the header’s unread count', () => {
  it('takes the loader’s, then the live one, then a new loader answer’s', () => {
    const first = testUser({ unread_messages: 2 });
    const view = renderHook(({ user }) => useUnreadMessages(user, false), { initialProps: { user: first } });
    expect(view.result.current).toBe(2);
    act(() => setUnreadMessages(5));
    expect(view.result.current).toBe(5);
    view.rerender({ user: first });
    expect(view.result.current).toBe(5);
    view.rerender({ user: testUser({ unread_messages: 7 }) });
    expect(view.result.current).toBe(7);
    view.unmount();
  });

  it('keeps the conversation page’s count when the root loader answers beside the page’s', () => {
    const view = renderHook(({ user }) => useUnreadMessages(user, true), {
      initialProps: { user: testUser({ unread_messages: 4 }) },
    });
    act(() => announceUnreadMessages(0));
    expect(view.result.current).toBe(0);
    // Counted before the page's loader marked the open room read.
    view.rerender({ user: testUser({ unread_messages: 4 }) });
    expect(view.result.current).toBe(0);
    view.unmount();
  });
});
