import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'

import type {
  Books,
  Education,
  PersonalExperiences,
  PersonalInfo,
  PersonalityTraits,
  PortfolioData,
  Skills,
  WorkExperience,
} from '#shared/profile/profile.schema.ts'
import type { EvidencedClaim } from '#shared/applications/application.schema.ts'
import type { ResumeDocument } from '#shared/documents/resume-document.schema.ts'
import type { ExtractedJob, MatchResult } from '#shared/jobs/job.schema.ts'
import type { SocialPost } from '#shared/social-posts/social-post.schema.ts'

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow()

// Each profile section is its own column so a partial save replaces only what it sends.
export const profiles = pgTable(
  'profiles',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    name: text('name').notNull(),
    badge: text('badge', { enum: ['AUTHENTIC', 'IMPORTED', 'NEW', 'CUSTOM'] }).notNull(),
    /** Seeded profiles are shared by every user until the user saves their own. */
    isSeed: boolean('is_seed').notNull().default(false),
    personalInfo: jsonb('personal_info').$type<PersonalInfo>().notNull(),
    workExperience: jsonb('work_experience').$type<WorkExperience>().notNull(),
    education: jsonb('education').$type<Education>().notNull(),
    personalExperiences: jsonb('personal_experiences').$type<PersonalExperiences>().notNull(),
    personalityTraits: jsonb('personality_traits').$type<PersonalityTraits>().notNull(),
    portfolioData: jsonb('portfolio_data').$type<PortfolioData>().notNull(),
    books: jsonb('books').$type<Books>().notNull(),
    skills: jsonb('skills').$type<Skills>().notNull(),
    currentClients: jsonb('current_clients').$type<string[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('profiles_user_idx').on(t.userId, t.updatedAt)],
)

export const userSettings = pgTable('user_settings', {
  userId: text('user_id').primaryKey(),
  activeProfileId: text('active_profile_id').references(() => profiles.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
})

export const jobPostings = pgTable(
  'job_postings',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    url: text('url'),
    title: text('title').notNull(),
    company: text('company').notNull(),
    location: text('location').notNull(),
    /** The whole extracted record (description, lists, salary, ...). */
    data: jsonb('data').$type<ExtractedJob>().notNull(),
    authenticInsights: jsonb('authentic_insights').$type<string[]>().notNull(),
    profileId: text('profile_id'),
    matchScore: integer('match_score'),
    match: jsonb('match').$type<MatchResult>(),
    communicationStyle: text('communication_style'),
    analyzedDate: timestamp('analyzed_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  // Recent work = a user's latest analyses; cleanup = older than a week.
  (t) => [index('job_postings_user_date_idx').on(t.userId, t.analyzedDate)],
)

export const applications = pgTable(
  'applications',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    jobPostingId: text('job_posting_id').references(() => jobPostings.id, { onDelete: 'cascade' }),
    profileId: text('profile_id'),
    communicationStyle: text('communication_style').notNull(),
    processingSpeed: text('processing_speed').notNull(),
    resumeContent: text('resume_content').notNull(),
    /** The structured resume every format renders (null only for rows written before it existed). */
    document: jsonb('document').$type<ResumeDocument>(),
    coverLetter: text('cover_letter').notNull(),
    matchScore: integer('match_score').notNull(),
    match: jsonb('match').$type<MatchResult>(),
    keyHighlights: jsonb('key_highlights').$type<EvidencedClaim[]>().notNull(),
    authenticArguments: jsonb('authentic_arguments').$type<EvidencedClaim[]>().notNull(),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [
    index('applications_user_date_idx').on(t.userId, t.createdAt),
    index('applications_job_idx').on(t.jobPostingId),
  ],
)

export const variations = pgTable(
  'variations',
  {
    id: text('id').primaryKey(),
    applicationId: text('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    style: text('style').notNull(),
    tone: text('tone').notNull(),
    content: text('content').notNull(),
  },
  (t) => [uniqueIndex('variations_application_position_idx').on(t.applicationId, t.position)],
)

export const socialPosts = pgTable(
  'social_posts',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    topic: text('topic').notNull(),
    argument: text('argument').notNull(),
    tone: text('tone').notNull(),
    targetAudience: text('target_audience').notNull(),
    post: jsonb('post').$type<SocialPost>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('social_posts_user_date_idx').on(t.userId, t.createdAt)],
)

export const aiCache = pgTable(
  'ai_cache',
  {
    key: text('key').primaryKey(),
    operation: text('operation').notNull(),
    engine: text('engine').notNull(),
    model: text('model').notNull(),
    aiVersion: text('ai_version').notNull(),
    value: jsonb('value').notNull(),
    hits: integer('hits').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('ai_cache_expires_idx').on(t.expiresAt), index('ai_cache_version_idx').on(t.aiVersion)],
)

/** One row per analysed job of a user: where the application stands (the tracker). */
export const trackedJobs = pgTable(
  'tracked_jobs',
  {
    jobPostingId: text('job_posting_id')
      .primaryKey()
      .references(() => jobPostings.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    stage: text('stage').notNull().default('saved'),
    stageChangedAt: timestamp('stage_changed_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    appliedAt: timestamp('applied_at', { withTimezone: true, mode: 'date' }),
    nextActionAt: timestamp('next_action_at', { withTimezone: true, mode: 'date' }),
    notes: text('notes').notNull().default(''),
    /** The application version that was sent; it never changes afterwards. */
    sentApplicationId: text('sent_application_id').references(() => applications.id, {
      onDelete: 'restrict',
    }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('tracked_jobs_user_activity_idx').on(t.userId, t.updatedAt)],
)

/** Every stage change of a tracked job, with its time and optional note. */
export const trackerEvents = pgTable(
  'tracker_events',
  {
    id: text('id').primaryKey(),
    jobPostingId: text('job_posting_id')
      .notNull()
      .references(() => trackedJobs.jobPostingId, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    stage: text('stage').notNull(),
    note: text('note'),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('tracker_events_job_at_idx').on(t.jobPostingId, t.at)],
)

/**
 * A counter per user, raised in the same transaction by a trigger on every insert, update and delete
 * of the rows the tracker list shows (their jobs, tracking rows, applications and stage events; see
 * migration 0002): one row to read for "has the list changed", in place of hashing every row.
 */
export const trackerVersions = pgTable('tracker_versions', {
  userId: text('user_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
})
