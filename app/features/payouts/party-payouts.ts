import type { Settlement } from './settlement';

/**
 * What a party's dashboard shows of their payouts (decisions 0096, 0104), in cents: the figures
 * `settle` makes (paid includes `recordedCents`), and the last payouts of the runs.
 */
export type PartyPayouts = Settlement & {
  /** Of `paidCents`, what administrators recorded as transferred before payout runs (instructors only). */
  recordedCents: number;
  recent: {
    id: string;
    amountCents: number;
    status: 'pending' | 'paid' | 'failed' | 'cancelled';
    createdAt: string;
    paidAt: string | null;
  }[];
};
