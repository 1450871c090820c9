import {
  changeEmail,
  newMemberNotice,
  newsletterConfirm,
  newsletterIssue,
  resetPassword,
  securityNotice,
  verifyEmail,
  welcome,
} from './account-emails';
import { affiliateDecision } from './affiliate-emails';
import type { EmailTemplate } from './define-email';
import { forumAccepted, forumMention, forumReply } from './forum-emails';
import {
  certificateReissued,
  classBooked,
  classCancelled,
  classReminder,
  classSeatFreed,
  courseCompleted,
  instructorDecision,
} from './learning-emails';
import {
  vendorBadgeChanged,
  vendorCertificateNotice,
  vendorDecision,
  vendorMessage,
  vendorProductDecision,
} from './market-emails';
import {
  backInStock,
  cartReminder,
  donationReceipt,
  orderConfirmation,
  orderParcelShipped,
  orderRefunded,
  orderShipped,
  subscriptionPaymentFailed,
  subscriptionRenewed,
} from './store-emails';
import { supportReceived, supportReply } from './support-emails';

/**
 * Every email the platform sends, by the name `sendEmail` takes (stored with each message, so a
 * name never changes). The templates themselves are grouped by the part of the site that sends
 * them: account-emails.tsx, store-emails.tsx, learning-emails.tsx, market-emails.tsx, support-emails.tsx, forum-emails.tsx.
 */
export const EMAIL_TEMPLATES = {
  'verify-email': verifyEmail,
  'change-email': changeEmail,
  'reset-password': resetPassword,
  'security-notice': securityNotice,
  welcome,
  'new-member-notice': newMemberNotice,
  'newsletter-confirm': newsletterConfirm,
  'newsletter-issue': newsletterIssue,
  'order-confirmation': orderConfirmation,
  'order-shipped': orderShipped,
  'order-parcel-shipped': orderParcelShipped,
  'order-refunded': orderRefunded,
  'donation-receipt': donationReceipt,
  'subscription-renewed': subscriptionRenewed,
  'subscription-payment-failed': subscriptionPaymentFailed,
  'back-in-stock': backInStock,
  'cart-reminder': cartReminder,
  'class-booked': classBooked,
  'class-seat-freed': classSeatFreed,
  'class-reminder': classReminder,
  'class-cancelled': classCancelled,
  'course-completed': courseCompleted,
  'certificate-reissued': certificateReissued,
  'instructor-decision': instructorDecision,
  'vendor-decision': vendorDecision,
  'vendor-product-decision': vendorProductDecision,
  'vendor-certificate-notice': vendorCertificateNotice,
  'vendor-badge-changed': vendorBadgeChanged,
  'vendor-message': vendorMessage,
  'support-received': supportReceived,
  'support-reply': supportReply,
  'forum-mention': forumMention,
  'forum-reply': forumReply,
  'forum-accepted': forumAccepted,
  'affiliate-decision': affiliateDecision,
};

export type EmailTemplateName = keyof typeof EMAIL_TEMPLATES;
export type EmailProps<N extends EmailTemplateName> = (typeof EMAIL_TEMPLATES)[N] extends EmailTemplate<infer P> ? P : never;
