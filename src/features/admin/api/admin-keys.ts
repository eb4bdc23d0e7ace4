// Query keys of the admin console. Every admin read is keyed under ['admin'], so a write can refresh
// the whole console (members, overview, audit log) in one invalidation.
import type { AuditFilters } from './fetch-audit-log.ts';
import type { MemberQuery } from './fetch-members.ts';

export const adminKeys = {
  all: ['admin'] as const,
  assurance: ['admin', 'assurance'] as const,
  members: (query: MemberQuery) => ['admin', 'members', query] as const,
  analysts: ['admin', 'analysts'] as const,
  audit: (filters: AuditFilters) => ['admin', 'audit', filters] as const,
  totals: ['admin', 'overview', 'totals'] as const,
  daily: (days: number) => ['admin', 'overview', 'daily', days] as const,
  funnel: ['admin', 'overview', 'funnel'] as const,
  queue: ['admin', 'moderation', 'queue'] as const,
  mutes: ['admin', 'moderation', 'mutes'] as const,
  memberReports: ['admin', 'moderation', 'member-reports'] as const,
  channels: ['admin', 'community', 'channels'] as const,
  sessions: ['admin', 'community', 'sessions'] as const,
  alerts: ['admin', 'community', 'alerts'] as const,
  symbols: ['admin', 'community', 'symbols'] as const,
  modules: ['admin', 'content', 'modules'] as const,
  lessons: (moduleId: number) => ['admin', 'content', 'lessons', moduleId] as const,
  questions: (moduleId: number) => ['admin', 'content', 'questions', moduleId] as const,
  resources: (moduleId: number) => ['admin', 'content', 'resources', moduleId] as const,
  videoJobs: ['admin', 'content', 'video-jobs'] as const,
};
