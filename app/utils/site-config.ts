export type SocialNetwork = 'facebook' | 'twitter' | 'linkedin' | 'instagram' | 'youtube' | 'snapchat' | 'tiktok' | 'twitch';

/** Site identity: configuration, shared with the browser (nothing secret in here). */
export type SiteConfig = {
  name: string;
  url: string;
  contactEmail: string;
  contactPhone: string;
  address: string;
  assistantName: string;
  social: Record<SocialNetwork, string>;
};
