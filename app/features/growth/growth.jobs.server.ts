import { handleJob } from '~/features/jobs/jobs.server';
import { getLogger } from '~/utils/logger.server';
import { sendCartReminders } from './cart-reminders.server';
import { cartRemindersJob } from './jobs';

/* Growth's scheduled work (./jobs.ts). */

handleJob(cartRemindersJob, async () => {
  const sent = await sendCartReminders();
  if (sent > 0) getLogger().info({ sent }, 'growth: cart reminders sent');
});
