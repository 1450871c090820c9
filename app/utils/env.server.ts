import { z } from 'zod';

const isLocalHost = (hostname: string) =>
  hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]' || hostname.endsWith('.localhost');

const httpsOrLocalUrl = z
  .string()
  .url('a full URL such as https://shop.example.org')
  .refine((value) => {
    const url = new URL(value);
    return url.protocol === 'https:' || (url.protocol === 'http:' && isLocalHost(url.hostname));
  }, 'an https:// URL (http:// is accepted only for localhost)')
  .transform((value) => value.replace(/\/+$/, ''));

/** A setting that may be left empty: an empty value counts as unset, anything else must pass `schema`. */
const optionalText = (schema: z.ZodString) => schema.optional().or(z.literal('').transform(() => undefined));

/** A comma-separated list of stun:/turn:/turns: addresses (RFC 7064, 7065). */
const iceUrlList = (schemes: RegExp, message: string) =>
  z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((url) => url.trim())
        .filter(Boolean),
    )
    .refine((urls) => urls.every((url) => schemes.test(url)), message);

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const rateLimitSpec = z
  .string()
  .regex(/^\d{1,6}\/\d{1,6}$/, 'points/seconds, e.g. 5/900')
  .transform((value) => {
    const [points, seconds] = value.split('/').map(Number);
    return { points: points as number, seconds: seconds as number };
  });

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test'], { message: 'development, production or test' }).default('development'),
  PORT: z.coerce.number({ message: 'a port number' }).int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      message: 'one of fatal, error, warn, info, debug, trace, silent',
    })
    .default('info'),
  TRUST_PROXY: booleanFlag.default(false),
  DATABASE_URL: optionalText(
    z.string().regex(/^postgres(ql)?:\/\//, 'a postgres:// connection URL, or leave it unset to use the embedded database'),
  ),
  DATA_DIR: z.string().min(1).default('./data'),
  SEED_DEMO_CONTENT: booleanFlag.default(true),
  PAGE_CACHE_TTL_SECONDS: z.coerce.number({ message: 'a number of seconds' }).int().min(0).max(3600).default(10),
  /** Unset: http://localhost:<PORT>, so a local install on another port links to itself. */
  SITE_URL: httpsOrLocalUrl.optional(),
  AUTH_SECRET: optionalText(z.string().min(32, 'a random string of at least 32 characters (openssl rand -base64 32)')),
  ADMIN_SETUP_TOKEN: optionalText(z.string().min(16, 'at least 16 characters')),
  SMTP_URL: optionalText(
    z.string().regex(/^smtps?:\/\//, 'an smtp:// or smtps:// URL, e.g. smtps://user:password@mail.example.org:465'),
  ),
  MAIL_FROM: z.string().trim().min(3).max(200).default('Verde Living <no-reply@verde-living.example>'),
  REDIS_URL: optionalText(
    z.string().regex(/^rediss?:\/\//, 'a redis:// or rediss:// URL, or leave it unset to keep limits in the database'),
  ),
  /** "points/seconds" per limit, e.g. 5/900 = five tries per 15 minutes; see rate-limit.server.ts. */
  RATE_LIMIT_SIGN_IN_ACCOUNT: rateLimitSpec.prefault('5/900'),
  RATE_LIMIT_SIGN_IN_IP: rateLimitSpec.prefault('30/900'),
  RATE_LIMIT_SIGN_UP_IP: rateLimitSpec.prefault('10/3600'),
  RATE_LIMIT_EMAIL_ACCOUNT: rateLimitSpec.prefault('5/3600'),
  RATE_LIMIT_EMAIL_IP: rateLimitSpec.prefault('20/3600'),
  RATE_LIMIT_TWO_FACTOR_ACCOUNT: rateLimitSpec.prefault('5/900'),
  RATE_LIMIT_SECURITY_EVENTS_IP: rateLimitSpec.prefault('30/60'),
  // Back-in-stock requests per client address (each one can make the site email an address).
  RATE_LIMIT_STOCK_ALERT_IP: rateLimitSpec.prefault('10/3600'),
  // Pumpkin game scores saved per player (each one is replayed on the server before it is saved).
  RATE_LIMIT_GAME_SCORE_PLAYER: rateLimitSpec.prefault('30/3600'),
  // Blog comments (and edits of them) per account: enough for a conversation, not for a flood.
  RATE_LIMIT_BLOG_COMMENT_ACCOUNT: rateLimitSpec.prefault('10/600'),
  // Messages from /contact (each opens a ticket and emails an acknowledgement): per sender's
  // address, and per client address.
  RATE_LIMIT_CONTACT_EMAIL: rateLimitSpec.prefault('5/3600'),
  RATE_LIMIT_CONTACT_IP: rateLimitSpec.prefault('10/3600'),
  // Questions to Verde AI (each one is a retrieval and an answer, and with AI_BASE_URL a paid call):
  // per client address, and per account.
  RATE_LIMIT_ASSISTANT_IP: rateLimitSpec.prefault('30/600'),
  RATE_LIMIT_ASSISTANT_ACCOUNT: rateLimitSpec.prefault('60/600'),
  // Affiliate tracking events from the browser (a page view, an engagement, an exit per page), per client address.
  RATE_LIMIT_AFFILIATE_TRACK_IP: rateLimitSpec.prefault('600/60'),
  /** Store money settings (issue 4): integer cents and percentages; see app/features/orders/money.ts. */
  RELIEF_SHARE_PERCENT: z.coerce.number({ message: 'a percentage' }).min(0).max(100).default(10),
  TAX_RATE_PERCENT: z.coerce.number({ message: 'a percentage' }).min(0).max(50).default(8),
  /** An instructor's share of what learners pay for their courses, after refunds and the relief share (issue 13). */
  INSTRUCTOR_REVENUE_SHARE_PERCENT: z.coerce.number({ message: 'a percentage' }).min(0).max(100).default(70),
  /**
   * The platform's commission on a vendor's goods (issue 39): of what a vendor's line brings after
   * the relief share, the platform keeps this percentage and the vendor the rest.
   */
  VENDOR_COMMISSION_PERCENT: z.coerce.number({ message: 'a percentage' }).min(0).max(100).default(15),
  /** The affiliate programme (issue 39): an affiliate's commission on the proceeds of the orders they bring (no relief share, tax or shipping). */
  AFFILIATE_COMMISSION_PERCENT: z.coerce.number({ message: 'a percentage' }).min(0).max(50).default(10),
  /** A leader's override on the proceeds of orders brought by the affiliates they recruited. */
  AFFILIATE_LEADER_OVERRIDE_PERCENT: z.coerce.number({ message: 'a percentage' }).min(0).max(20).default(2),
  /** Days after payment during which an order may be refunded; commissions and vendors' shares are payable after it. */
  REFUND_WINDOW_DAYS: z.coerce.number({ message: 'a number of days' }).int().min(0).max(365).default(30),
  /** A one-off fee an approved instructor pays before teaching, in cents; 0 (the default) charges none (decision 0054). */
  INSTRUCTOR_ONBOARDING_FEE_CENTS: z.coerce.number({ message: 'an amount in cents' }).int().min(0).max(1_000_000).default(0),
  /**
   * The largest lesson video an instructor may upload, in megabytes (issue 13). Uploads are
   * streamed to disk, so this bounds disk use, not memory; the table's size column stops at 2 GB.
   */
  LESSON_VIDEO_MAX_MB: z.coerce.number({ message: 'a number of megabytes' }).int().min(1).max(2047).default(200),
  SHIPPING_FLAT_CENTS: z.coerce.number({ message: 'an amount in cents' }).int().min(0).max(100_000).default(695),
  SHIPPING_EXPRESS_CENTS: z.coerce.number({ message: 'an amount in cents' }).int().min(0).max(100_000).default(1495),
  FREE_SHIPPING_THRESHOLD_CENTS: z.coerce.number({ message: 'an amount in cents' }).int().min(0).max(10_000_000).default(7500),
  /** Minutes an unpaid order holds its stock before it is cancelled and the stock released. */
  PAYMENT_EXPIRY_MINUTES: z.coerce
    .number({ message: 'a number of minutes' })
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  /** Stripe Checkout is used when the secret key is set; otherwise the built-in test provider. */
  STRIPE_SECRET_KEY: optionalText(
    z.string().regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, 'a Stripe secret key (sk_test_… or sk_live_…)'),
  ),
  STRIPE_WEBHOOK_SECRET: optionalText(z.string().regex(/^whsec_[A-Za-z0-9]+$/, 'a Stripe webhook signing secret (whsec_…)')),
  /** Signs the built-in test provider's webhooks; derived from AUTH_SECRET when unset. */
  TEST_PAYMENTS_WEBHOOK_SECRET: optionalText(z.string().min(16, 'at least 16 characters')),
  /**
   * Live video (issue 13, features/live). The built-in rooms connect browsers directly (WebRTC);
   * STUN finds each one's public address, TURN relays when a firewall stands between them.
   * With no STUN or TURN, only browsers that can reach each other directly (one network) connect.
   */
  WEBRTC_STUN_URLS: iceUrlList(/^stuns?:[^\s,]+$/, 'stun: addresses separated by commas, e.g. stun:stun.example.org:3478'),
  WEBRTC_TURN_URLS: iceUrlList(
    /^turns?:[^\s,]+$/,
    'turn: or turns: addresses separated by commas, e.g. turn:turn.example.org:3478?transport=udp',
  ),
  /** A fixed TURN user and password, or… */
  WEBRTC_TURN_USERNAME: optionalText(z.string().min(1).max(200)),
  WEBRTC_TURN_CREDENTIAL: optionalText(z.string().min(1).max(200)),
  /** …a shared secret (coturn's static-auth-secret): each person gets a password valid for a few hours. */
  WEBRTC_TURN_SECRET: optionalText(z.string().min(16, 'at least 16 characters')),
  /** Set all three to hold rooms on a LiveKit server instead (large classes). */
  LIVEKIT_URL: optionalText(z.string().regex(/^wss?:\/\/[^\s]+$/, 'a wss:// address such as wss://live.example.org')),
  LIVEKIT_API_KEY: optionalText(z.string().min(3).max(200)),
  LIVEKIT_API_SECRET: optionalText(z.string().min(32, 'at least 32 characters')),
  /**
   * Verde AI (issue 38): with all three, answers are written by this OpenAI-compatible chat
   * endpoint (OpenAI, a local Ollama or vLLM: its base address, e.g. https://api.openai.com/v1 or
   * http://127.0.0.1:11434/v1); without them, by the built-in provider, with no network.
   */
  AI_BASE_URL: optionalText(z.string().regex(/^https?:\/\/[^\s]+$/, 'an http(s) address such as https://api.openai.com/v1')),
  AI_API_KEY: optionalText(z.string().min(1).max(500)),
  AI_MODEL: optionalText(z.string().min(1).max(200)),
  /**
   * Tokens the external provider may use a day (UTC), prompts and answers together; past it, the
   * built-in provider answers until midnight (issue 38). 0 sets no limit.
   */
  AI_DAILY_TOKEN_BUDGET: z.coerce.number({ message: 'a number of tokens' }).int().min(0).default(200_000),
  /**
   * Verde AI's meaning search: `false` leaves passages without vectors and retrieves by their
   * words alone (a small server that would rather not spend the CPU: about 110 ms a passage once,
   * and 25 ms a question); the benchmarks of other pages set it so background embedding does not
   * land in their figures.
   */
  AI_EMBEDDINGS: z
    .enum(['true', 'false'], { message: 'true or false' })
    .default('true')
    .transform((value) => value === 'true'),
  /** What the external provider charges a million tokens, in cents, for the admin screen's cost column; 0 shows none. */
  AI_PRICE_PER_MILLION_TOKENS_CENTS: z.coerce.number({ message: 'an amount in cents' }).int().min(0).max(1_000_000).default(0),
  SITE_NAME: z.string().trim().min(1).max(60).default('Verde Living'),
  CONTACT_EMAIL: z.string().email('an email address').default('hello@verde-living.example'),
  /**
   * The support desk's mailbox: shown on /contact, and the Reply-To of the desk's emails (the
   * acknowledgement and each answer), which are sent from MAIL_FROM, a no-reply address.
   */
  SUPPORT_EMAIL: z.string().trim().email('an email address').default('support@verde-living.example'),
  CONTACT_PHONE: z.string().trim().min(3).max(40).default('+1 555 0100'),
  COMPANY_ADDRESS: z.string().trim().min(3).max(200).default('100 Orchard Lane, Springfield, OR 97477, USA'),
  SOCIAL_FACEBOOK_URL: httpsOrLocalUrl.default('https://www.facebook.com/verdeliving'),
  SOCIAL_TWITTER_URL: httpsOrLocalUrl.default('https://x.com/verdeliving'),
  SOCIAL_LINKEDIN_URL: httpsOrLocalUrl.default('https://www.linkedin.com/company/verdeliving'),
  SOCIAL_INSTAGRAM_URL: httpsOrLocalUrl.default('https://www.instagram.com/verdeliving'),
  SOCIAL_YOUTUBE_URL: httpsOrLocalUrl.default('https://www.youtube.com/@verdeliving'),
  SOCIAL_SNAPCHAT_URL: httpsOrLocalUrl.default('https://www.snapchat.com/add/verdeliving'),
  SOCIAL_TIKTOK_URL: httpsOrLocalUrl.default('https://www.tiktok.com/@verdeliving'),
  SOCIAL_TWITCH_URL: httpsOrLocalUrl.default('https://www.twitch.tv/verdeliving'),
});

export type Env = Omit<z.infer<typeof envSchema>, 'SITE_URL'> & { SITE_URL: string };

export class EnvError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'EnvError';
  }
}

/** Settings that mean nothing alone: half a LiveKit or TURN configuration is a mistake, not a choice. */
function settingsThatGoTogether(env: z.infer<typeof envSchema>): string[] {
  const problems: string[] = [];
  const livekit = [env.LIVEKIT_URL, env.LIVEKIT_API_KEY, env.LIVEKIT_API_SECRET];
  if (livekit.some(Boolean) && !livekit.every(Boolean))
    problems.push('LIVEKIT_URL, LIVEKIT_API_KEY and LIVEKIT_API_SECRET go together: set all three, or none');
  const ai = [env.AI_BASE_URL, env.AI_API_KEY, env.AI_MODEL];
  if (ai.some(Boolean) && !ai.every(Boolean))
    problems.push('AI_BASE_URL, AI_API_KEY and AI_MODEL go together: set all three, or none (the built-in provider)');
  if (Boolean(env.WEBRTC_TURN_USERNAME) !== Boolean(env.WEBRTC_TURN_CREDENTIAL))
    problems.push('WEBRTC_TURN_USERNAME and WEBRTC_TURN_CREDENTIAL go together: set both, or neither');
  const hasTurnAuth = Boolean(env.WEBRTC_TURN_SECRET || env.WEBRTC_TURN_USERNAME);
  if (env.WEBRTC_TURN_URLS.length > 0 && !hasTurnAuth)
    problems.push('WEBRTC_TURN_URLS needs WEBRTC_TURN_SECRET, or WEBRTC_TURN_USERNAME and WEBRTC_TURN_CREDENTIAL');
  return problems;
}

/** Parses an environment; a bad value names the variable and what it expects. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) {
    const problems = settingsThatGoTogether(result.data);
    if (problems.length > 0) throw new EnvError(problems);
    return { ...result.data, SITE_URL: result.data.SITE_URL ?? `http://localhost:${result.data.PORT}` };
  }
  const problems = result.error.issues.map((issue) => {
    const name = issue.path.join('.');
    return `${name}=${JSON.stringify(source[name] ?? '')} is invalid: expected ${issue.message}`;
  });
  throw new EnvError(problems);
}

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** For tests that change process.env. */
export function resetEnvCache() {
  cached = undefined;
}
