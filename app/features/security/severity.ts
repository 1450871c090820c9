/** SPEC §3: how serious a security event is. Shared by the server and the security log page. */
export const SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
export type Severity = (typeof SEVERITIES)[number];
