import { declareRoutes } from './route-definition';

/** The creator hub (admins only). */
export const CREATOR_HUB_ROUTES = declareRoutes([
  // SPEC §2 gives the hub's front screen and its AI engine one screen.
  {
    path: '/creator-hub',
    aliases: ['/creator-hub/ai-engine'],
    file: 'routes/creator-hub/ai-engine.tsx',
    isIndex: true,
    access: 'admin',
    shell: 'admin',
    nav: {
      admin: { group: 'system', at: 1, labelKey: 'adminNav.links.aiEngine' },
    },
  },
  {
    path: '/creator-hub/security-logs',
    file: 'routes/creator-hub/security-logs.tsx',
    access: 'admin',
    shell: 'admin',
    nav: { admin: { group: 'insights', at: 1, labelKey: 'adminNav.links.securityLogs' } },
  },
  {
    path: '/creator-hub/analytics',
    file: 'routes/creator-hub/analytics.tsx',
    access: 'admin',
    shell: 'admin',
    nav: { admin: { group: 'insights', at: 3, labelKey: 'adminNav.links.creatorAnalytics' } },
  },
  {
    path: '/creator-hub/affiliates',
    file: 'routes/creator-hub/affiliates.tsx',
    access: 'admin',
    shell: 'admin',
    nav: { admin: { group: 'marketing', at: 7, labelKey: 'adminNav.links.affiliatePerformance' } },
  },
  {
    path: '/creator-hub/instructors',
    file: 'routes/creator-hub/instructors.tsx',
    access: 'admin',
    shell: 'admin',
    nav: { admin: { group: 'learning', at: 3, labelKey: 'adminNav.links.instructorEarnings' } },
  },
  // One instructor's earnings, payout account and payouts (decision 0057).
  {
    path: '/creator-hub/instructors/:instructorId',
    file: 'routes/creator-hub/instructor.tsx',
    access: 'admin',
    shell: 'admin',
  },
  {
    path: '/creator-hub/students',
    file: 'routes/creator-hub/students.tsx',
    access: 'admin',
    shell: 'admin',
    nav: { admin: { group: 'learning', at: 4, labelKey: 'adminNav.links.students' } },
  },
  // The list's CSV export (decision 0068): a file, not a page, so no frame.
  { path: '/creator-hub/students/export.csv', file: 'routes/creator-hub/students-export.ts', access: 'admin' },
  {
    path: '/creator-hub/foundation',
    file: 'routes/creator-hub/foundation.tsx',
    access: 'admin',
    shell: 'admin',
    nav: { admin: { group: 'store', at: 3, labelKey: 'adminNav.links.foundation' } },
  },
  { path: '/creator-hub/foundation/export.csv', file: 'routes/creator-hub/foundation-export.ts', access: 'admin' },
  {
    path: '/creator-hub/system-console',
    file: 'routes/creator-hub/system-console.tsx',
    access: 'admin',
    shell: 'admin',
    nav: { admin: { group: 'system', at: 2, labelKey: 'adminNav.links.systemConsole' } },
  },
  {
    path: '/creator-hub/user-oversight',
    file: 'routes/creator-hub/user-oversight.tsx',
    access: 'admin',
    shell: 'admin',
    nav: { admin: { group: 'community', at: 2, labelKey: 'adminNav.links.userOversight' } },
  },
  {
    path: '/creator-hub/user-oversight/:userId',
    file: 'routes/creator-hub/user-oversight-member.tsx',
    access: 'admin',
    shell: 'admin',
  },
  {
    path: '/creator-hub/direct-fix-controls',
    file: 'routes/creator-hub/direct-fix-controls.tsx',
    access: 'admin',
    shell: 'admin',
    nav: { admin: { group: 'system', at: 3, labelKey: 'adminNav.links.directFixControls' } },
  },
  {
    path: '/creator-hub/growth-automation',
    file: 'routes/creator-hub/growth-automation.tsx',
    access: 'admin',
    shell: 'admin',
    nav: { admin: { group: 'marketing', at: 5, labelKey: 'adminNav.links.growthAutomation' } },
  },
  {
    path: '/creator-hub/pro-support-desk',
    file: 'routes/creator-hub/pro-support-desk.tsx',
    access: 'admin',
    shell: 'admin',
    nav: { admin: { group: 'community', at: 3, labelKey: 'adminNav.links.supportDesk' } },
  },
  {
    path: '/creator-hub/pro-support-desk/:ticketId',
    file: 'routes/creator-hub/pro-support-ticket.tsx',
    access: 'admin',
    shell: 'admin',
  },
  {
    path: '/creator-hub/sms-marketing',
    file: 'routes/creator-hub/sms-marketing.tsx',
    access: 'admin',
    shell: 'admin',
    nav: { admin: { group: 'marketing', at: 3, labelKey: 'adminNav.links.sms' } },
  },
  {
    path: '/creator-hub/social-media',
    file: 'routes/creator-hub/social-media.tsx',
    access: 'admin',
    shell: 'admin',
    nav: { admin: { group: 'marketing', at: 4, labelKey: 'adminNav.links.socialMedia' } },
  },
  {
    path: '/creator-hub/business-valuation',
    file: 'routes/creator-hub/business-valuation.tsx',
    access: 'admin',
    shell: 'admin',
    nav: { admin: { group: 'insights', at: 4, labelKey: 'adminNav.links.businessValuation' } },
  },
]);
