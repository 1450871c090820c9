import type { EmploymentType, Workplace } from './careers-rules';

const EMPLOYMENT_TYPE: Record<EmploymentType, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  internship: 'INTERN',
};

/**
 * An open role as schema.org's JobPosting: `datePosted` is its first publication, `validThrough`
 * the end of its closing day, a remote role is TELECOMMUTE, and one done at a place names it.
 */
export function jobPostingJsonLd({
  siteUrl,
  siteName,
  role,
}: {
  siteUrl: string;
  siteName: string;
  role: {
    slug: string;
    title: string;
    team: string;
    workplace: Workplace;
    location: string;
    employmentType: EmploymentType;
    descriptionHtml: string;
    publishedAt: Date;
    closesOn: string | null;
    applyUrl: string | null;
  };
}): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: role.title,
    description: role.descriptionHtml,
    datePosted: role.publishedAt.toISOString(),
    ...(role.closesOn ? { validThrough: `${role.closesOn}T23:59:59Z` } : {}),
    employmentType: EMPLOYMENT_TYPE[role.employmentType],
    occupationalCategory: role.team,
    hiringOrganization: { '@type': 'Organization', name: siteName, sameAs: siteUrl, logo: `${siteUrl}/logo.svg` },
    ...(role.workplace === 'remote'
      ? { jobLocationType: 'TELECOMMUTE' }
      : { jobLocation: { '@type': 'Place', name: role.location } }),
    directApply: false,
    url: `${siteUrl}/careers/${role.slug}`,
  };
}
