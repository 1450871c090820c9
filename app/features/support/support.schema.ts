import { z } from 'zod';

/*
 * The support desk's forms (convention 5): the contact form on /contact and an admin's answer on
 * a ticket. Messages are translation keys; the actions run the same schemas.
 */

/** What a message is about: a short list, so the desk can filter and the sender needs no subject line. */
export const SUPPORT_TOPICS = ['order', 'course', 'account', 'vendor', 'website', 'other'] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

/** The label a topic is shown with (the form, the desk, the acknowledgement email). */
export const topicLabelKey = (topic: string) => `support.topics.${topic}`;

export const SUPPORT_LIMITS = {
  name: { max: 100 },
  /** RFC 5321's longest address. */
  email: { max: 254 },
  message: { min: 10, max: 5000 },
  reply: { min: 2, max: 5000 },
} as const;

/**
 * The hidden field people never see and bots fill in (decision 0082). Named like a real field
 * so a form-filling bot has a reason to complete it.
 */
export const HONEYPOT_FIELD = 'website';

/** Whether a form's honeypot was filled in: the message is then dropped without a word. */
export const isHoneypotHit = (value: string) => value.trim() !== '';

export const contactFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'support.contact.errors.nameRequired')
    .max(SUPPORT_LIMITS.name.max, 'support.contact.errors.nameTooLong'),
  email: z
    .string()
    .trim()
    .min(1, 'support.contact.errors.emailRequired')
    .max(SUPPORT_LIMITS.email.max, 'support.contact.errors.email')
    .email('support.contact.errors.email')
    .transform((email) => email.toLowerCase()),
  topic: z.enum(SUPPORT_TOPICS, { message: 'support.contact.errors.topic' }),
  message: z
    .string()
    .trim()
    .min(SUPPORT_LIMITS.message.min, 'support.contact.errors.messageTooShort')
    .max(SUPPORT_LIMITS.message.max, 'support.contact.errors.messageTooLong'),
});
export type ContactFormInput = z.output<typeof contactFormSchema>;

export const replyFormSchema = z.object({
  body: z
    .string()
    .trim()
    .min(SUPPORT_LIMITS.reply.min, 'support.desk.errors.replyTooShort')
    .max(SUPPORT_LIMITS.reply.max, 'support.desk.errors.replyTooLong'),
});
