/** What a vendor's or an affiliate's dashboard shows of their payouts (decision 0096), in cents. */
export type PartyPayouts = {
  paidCents: number;
  inRunCents: number;
  nextEstimateCents: number;
  inWindowCents: number;
  recent: {
    id: string;
    amountCents: number;
    status: 'pending' | 'paid' | 'failed' | 'cancelled';
    createdAt: string;
    paidAt: string | null;
  }[];
};
