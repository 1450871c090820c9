export type SocialNetwork = 'facebook' | 'twitter' | 'linkedin' | 'instagram' | 'youtube' | 'snapchat' | 'tiktok' | 'twitch';

/** Site identity: configuration, shared with the browser (nothing secret in here). */
export type SiteConfig = {
  name: string;
  url: string;
  contactEmail: string;
  /** The support desk's mailbox (SUPPORT_EMAIL): /contact lists it, and the desk's emails ask for replies there. */
  supportEmail: string;
  contactPhone: string;
  address: string;
  assistantName: string;
  social: Record<SocialNetwork, string>;
};
