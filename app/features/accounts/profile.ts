/** The profile fields SPEC §5 requires before a session is accepted. */
export type ProfileFieldsState = { firstName?: string | null; lastName?: string | null; mobileNumber?: string | null };

/** SPEC §5: complete only when first name, last name and mobile number are all present. */
export function isProfileComplete(profile: ProfileFieldsState): boolean {
  return [profile.firstName, profile.lastName, profile.mobileNumber].every(
    (value) => typeof value === 'string' && value.trim() !== '',
  );
}

/** Where a signed-in person with an incomplete profile completes it. */
export const COMPLETE_PROFILE_PATH = '/auth/complete-profile';
