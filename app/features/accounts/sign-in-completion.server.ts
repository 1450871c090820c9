import { and, eq } from 'drizzle-orm';
import { redirect } from 'react-router';
import { getDb } from '~/db/client.server';
import { users } from '~/db/schema/accounts';
import type { PayloadOf } from '~/features/jobs/event-contract';
import { publishEvent } from '~/features/jobs/events.server';
import { fullName } from '~/utils/person-name';
import { getSiteConfig } from '~/utils/site.server';
import { userSignedUp } from './events';
import { flashCookie } from './flash.server';
import { COMPLETE_PROFILE_PATH, isProfileComplete } from './profile';
import { REDIRECT_PARAM } from './redirect';

/**
 * Marks a person's first complete sign-in and, in the same transaction, announces it
 * (SPEC §4: "a signup notification is sent if is_new_user is not false"). The flag flips
 * once, so the notification is sent once however many sign-ins race.
 */
export async function recordFirstSignIn({ userId, locale }: { userId: string; locale: string }): Promise<boolean> {
  return getDb().transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ isNewUser: false, updatedAt: new Date() })
      .where(and(eq(users.id, userId), eq(users.isNewUser, true)))
      .returning({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        mobileNumber: users.mobileNumber,
      });
    if (!user) return false;
    const payload: PayloadOf<typeof userSignedUp> = {
      user_id: user.id,
      email: user.email,
      full_name: fullName(user.firstName, user.lastName),
      phone_number: user.mobileNumber ?? '',
      first_name: user.firstName ?? '',
      locale,
    };
    await publishEvent(tx, userSignedUp, payload);
    return true;
  });
}

/**
 * SPEC §4: a sign-in completes only with a complete profile. An incomplete one goes to the
 * completion form with the 'Profile Update Required' toast, and back to `target` afterwards
 * (throws that redirect, with `headers`: the new session's cookies).
 */
export async function requireCompleteProfile({
  request,
  userId,
  headers,
  target,
}: {
  request: Request;
  userId: string;
  headers: Headers;
  target: string;
}): Promise<void> {
  const [profile] = await getDb()
    .select({ firstName: users.firstName, lastName: users.lastName, mobileNumber: users.mobileNumber })
    .from(users)
    .where(eq(users.id, userId));
  if (profile && isProfileComplete(profile)) return;
  headers.append(
    'Set-Cookie',
    flashCookie(
      { kind: 'error', title: 'accounts.toasts.profileRequiredTitle', description: 'accounts.toasts.profileRequiredText' },
      request,
    ),
  );
  throw redirect(`${COMPLETE_PROFILE_PATH}?${new URLSearchParams({ [REDIRECT_PARAM]: target })}`, { headers });
}

/** The welcome toast a completed sign-in shows on the page it lands on. */
export function appendWelcomeFlash(headers: Headers, request: Request) {
  headers.append(
    'Set-Cookie',
    flashCookie(
      {
        kind: 'success',
        title: 'accounts.toasts.welcomeTitle',
        description: 'accounts.toasts.welcomeText',
        vars: { siteName: getSiteConfig().name },
      },
      request,
    ),
  );
}
