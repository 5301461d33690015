import { describe, expect, it } from 'vitest';
import { unreadLabel } from './UserMenu.tsx';

describe('unread badge', () => {
  it('counts up to 9, then says 9+', () => {
    expect(unreadLabel(1)).toBe('1');
    expect(unreadLabel(9)).toBe('9');
    expect(unreadLabel(10)).toBe('9+');
    expect(unreadLabel(250)).toBe('9+');
  });
});
