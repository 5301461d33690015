// @vitest-environment happy-dom
import type { TCandidateOwn } from '@hushwork/contract';
import { resources } from '@hushwork/contract/i18n';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { CandidateSummary } from './CandidateSummary.tsx';

const words = resources.en.Candidates as Record<string, string>;
const NOW = Date.parse('2026-03-10T12:00:00.000Z');

const candidate = (overrides: Partial<TCandidateOwn>) =>
  ({
    id: 7,
    label: 'Senior Python developer',
    desired_position: 'Senior Python developer',
    moderation_status: 'approved',
    is_public: true,
    published_at: '2026-03-01T09:00:00.000Z',
    next_publish_at: '2026-03-02T09:00:00.000Z',
    ...overrides,
  }) as TCandidateOwn;

afterEach(cleanup);

describe('candidate summary', () => {
  it('says plainly that a rejected profile cannot be found, and how to send it back to moderation', async () => {
    renderWithApp(
      <CandidateSummary candidate={candidate({ moderation_status: 'rejected' })} publish={undefined} now={NOW} />,
    );
    expect((await screen.findByTestId('moderation-status')).textContent).toBe(words.moderation_rejected);
    expect(screen.getByText(words.moderationText_rejected!)).toBeTruthy();
  });

  it('shows a pending profile as awaiting moderation', async () => {
    renderWithApp(
      <CandidateSummary candidate={candidate({ moderation_status: 'pending' })} publish={undefined} now={NOW} />,
    );
    expect((await screen.findByTestId('moderation-status')).textContent).toBe(words.moderation_pending);
    expect(screen.getByText(words.moderationText_pending!)).toBeTruthy();
  });

  it('says an approved profile the candidate chose not to list stays out of the search', async () => {
    renderWithApp(<CandidateSummary candidate={candidate({ is_public: false })} publish={undefined} now={NOW} />);
    expect((await screen.findByText(new RegExp(words.notListedText!))).textContent).toContain(
      words.moderationText_approved,
    );
  });

  it('offers the raise once the 24 hours have passed, and before that says when it may', async () => {
    renderWithApp(<CandidateSummary candidate={candidate({})} publish={undefined} now={NOW} />);
    const raise = await screen.findByRole('button', { name: words.raiseProfile });
    expect((raise as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByText(words.raiseHint!)).toBeTruthy();
    cleanup();

    renderWithApp(
      <CandidateSummary
        candidate={candidate({ next_publish_at: '2026-03-11T09:00:00.000Z' })}
        publish={undefined}
        now={NOW}
      />,
    );
    expect(((await screen.findByRole('button', { name: words.raiseProfile })) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getByText(/next time on .*2026/)).toBeTruthy();
  });

  it('shows the API’s refusal of a raise in its own words', async () => {
    renderWithApp(
      <CandidateSummary
        candidate={candidate({})}
        publish={{ published: false, message: 'Not yet: try tomorrow' }}
        now={NOW}
      />,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Not yet: try tomorrow');
  });
});
