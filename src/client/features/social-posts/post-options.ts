import type { PostTone, TargetAudience } from '#shared/constants.ts'

export const TONE_OPTIONS: Record<PostTone, { label: string; hint: string }> = {
  professional: {
    label: 'Professional',
    hint: 'A briefing: your position, evidence from your own work, why it matters.',
  },
  thought_leadership: { label: 'Thought Leadership', hint: 'Reframes the question and offers principles.' },
  conversational: { label: 'Conversational', hint: 'Short sentences, like talking to a colleague.' },
  controversial: { label: 'Controversial', hint: 'Takes on the pushback it expects and invites debate.' },
  inspirational: {
    label: 'Inspirational',
    hint: 'Starts from your own experience and shows what is possible.',
  },
}

export const AUDIENCE_OPTIONS: Record<TargetAudience, string> = {
  'startup founders and entrepreneurs': 'Startup founders & entrepreneurs',
  'C-level executives and board members': 'C-level executives & board members',
  'venture capitalists and investors': 'Venture capitalists & investors',
  'tech talent and engineering leaders': 'Tech talent & engineering leaders',
  'sales and business development professionals': 'Sales & business development professionals',
}

/** The eight Topic Inspiration chips. */
export const TOPIC_INSPIRATIONS = [
  'AI in the hiring process',
  'Remote and hybrid work',
  'The four-day work week',
  'Upskilling for the AI era',
  'Leadership in uncertain markets',
  'Building a personal brand',
  'Sustainability as a business strategy',
  'Data-driven decision making',
] as const
