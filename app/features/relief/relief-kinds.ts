/** The kinds of entry in the relief ledger, in the order the foundation's page shows them. */
export type ReliefEntryKind = 'order_share' | 'refund_reversal' | 'donation';
export const RELIEF_ENTRY_KINDS: readonly ReliefEntryKind[] = ['order_share', 'refund_reversal', 'donation'];
