const DAY_MS = 86_400_000;

export type RefundWindowEdge = {
  /** The instant the window opened: orders paid at or before it are past their refund window. */
  at: Date;
  /** The UTC day that instant falls in (YYYY-MM-DD), the one day the party days cannot split. */
  day: string;
  dayStart: Date;
  dayEnd: Date;
};

/**
 * Where the refund window that closes `now` began, worked out here and sent as values: from a
 * `now()` inside the statement the planner could not tell that one day's orders are a few dozen
 * rows, and read all of a party's entries instead of those orders' (10,400 for the benchmark's
 * vendor: 9 ms a dashboard on PostgreSQL, against well under one through the orders).
 */
export function refundWindowEdge(refundWindowDays: number, now: Date = new Date()): RefundWindowEdge {
  const at = new Date(now.getTime() - refundWindowDays * DAY_MS);
  const dayStart = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  return { at, day: dayStart.toISOString().slice(0, 10), dayStart, dayEnd: new Date(dayStart.getTime() + DAY_MS) };
}
