import { getEnv } from './env.server';
import type { SiteConfig } from './site-config';

export type { SiteConfig } from './site-config';

export const ASSISTANT_NAME = 'Verde AI';

export function getSiteConfig(): SiteConfig {
  const env = getEnv();
  return {
    name: env.SITE_NAME,
    url: env.SITE_URL,
    contactEmail: env.CONTACT_EMAIL,
    supportEmail: env.SUPPORT_EMAIL,
    contactPhone: env.CONTACT_PHONE,
    address: env.COMPANY_ADDRESS,
    assistantName: ASSISTANT_NAME,
    social: {
      facebook: env.SOCIAL_FACEBOOK_URL,
      twitter: env.SOCIAL_TWITTER_URL,
      linkedin: env.SOCIAL_LINKEDIN_URL,
      instagram: env.SOCIAL_INSTAGRAM_URL,
      youtube: env.SOCIAL_YOUTUBE_URL,
      snapchat: env.SOCIAL_SNAPCHAT_URL,
      tiktok: env.SOCIAL_TIKTOK_URL,
      twitch: env.SOCIAL_TWITCH_URL,
    },
  };
}

/**
 * A site addressed on this machine (localhost, loopback). Demo accounts, with their published
 * password (decision 0016), and the local mailbox exist only there.
 */
export function isLocalSite(siteUrl = getEnv().SITE_URL): boolean {
  const { hostname } = new URL(siteUrl);
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]' || hostname.endsWith('.localhost');
}
