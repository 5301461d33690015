import type { TApplicationStatus } from '@hushwork/contract';

/** What the vacancy's page offers its reader about applying. */
export type ApplyState =
  /** A company account or an admin: no form (companies answer applications, they do not send them). */
  | { kind: 'none' }
  /** Paused, closed or not approved: no application is taken. */
  | { kind: 'closed'; reason: 'paused' | 'closed' }
  /** The worker applied already: when, and where the company stands. */
  | {
      kind: 'applied';
      application: { id: number; status: TApplicationStatus; is_read: boolean; created_at: string };
      isJustSent: boolean;
    }
  /** A guest or a worker may apply; a worker's candidate profile goes with the application when they have one. */
  | { kind: 'open'; viewer: 'guest' | 'worker'; hasProfile: boolean };
