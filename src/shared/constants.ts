// Constants from the product specification (spec.md sections 1, 3 and 9). Labels are the spec's words.

export const PRODUCT_NAME = 'CareerForge'
export const PRODUCT_TAGLINE = 'AI-powered career tools'
/** The fixed user id every browser call uses (spec section 1: no accounts, no login). */
export const DEFAULT_USER_ID = 'default-user'

export const COMMUNICATION_STYLES = [
  'business_leader',
  'tech_leader',
  'cambridge_oxford',
  'stanford_bay_area',
  'eth_zurich',
  'apple_creative',
  'spotify_creative',
  'ogilvy_creative',
] as const
export type CommunicationStyle = (typeof COMMUNICATION_STYLES)[number]
export const DEFAULT_COMMUNICATION_STYLE: CommunicationStyle = 'business_leader'

export const COMMUNICATION_STYLE_GROUPS = [
  { label: 'Professional', styles: ['business_leader', 'tech_leader'] },
  { label: 'Academic', styles: ['cambridge_oxford', 'stanford_bay_area', 'eth_zurich'] },
  { label: 'Creative', styles: ['apple_creative', 'spotify_creative', 'ogilvy_creative'] },
] as const satisfies readonly { label: string; styles: readonly CommunicationStyle[] }[]

export const COMMUNICATION_STYLE_LABELS: Record<CommunicationStyle, string> = {
  business_leader: 'Business Leader',
  tech_leader: 'Tech Leader',
  cambridge_oxford: 'Cambridge / Oxford',
  stanford_bay_area: 'Stanford / Bay Area',
  eth_zurich: 'ETH Zurich',
  apple_creative: 'Apple Creative',
  spotify_creative: 'Spotify Creative',
  ogilvy_creative: 'Ogilvy Creative',
}

export const PROCESSING_SPEEDS = ['fast', 'medium', 'advanced'] as const
export type ProcessingSpeed = (typeof PROCESSING_SPEEDS)[number]
export const DEFAULT_PROCESSING_SPEED: ProcessingSpeed = 'medium'
export const PROCESSING_SPEED_LABELS: Record<ProcessingSpeed, string> = {
  fast: 'Fast (30-45 sec)',
  medium: 'Medium (60-90 sec)',
  advanced: 'Advanced (2-3 min)',
}

export const POST_TONES = [
  'professional',
  'thought_leadership',
  'conversational',
  'controversial',
  'inspirational',
] as const
export type PostTone = (typeof POST_TONES)[number]
export const DEFAULT_POST_TONE: PostTone = 'professional'

export const TARGET_AUDIENCES = [
  'startup founders and entrepreneurs',
  'C-level executives and board members',
  'venture capitalists and investors',
  'tech talent and engineering leaders',
  'sales and business development professionals',
] as const
export type TargetAudience = (typeof TARGET_AUDIENCES)[number]
export const DEFAULT_TARGET_AUDIENCE: TargetAudience = 'startup founders and entrepreneurs'

export const PDF_TEMPLATES = {
  gradient: {
    name: 'Gradient Executive',
    primary: '#1e3a8a',
    secondary: '#6d28d9',
    accent: '#0ea5e9',
    text: '#1f2937',
  },
  vibrant: {
    name: 'Vibrant Tech',
    primary: '#0f766e',
    secondary: '#7c3aed',
    accent: '#f59e0b',
    text: '#111827',
  },
  sunset: {
    name: 'Sunset Professional',
    primary: '#9a3412',
    secondary: '#be123c',
    accent: '#f97316',
    text: '#1c1917',
  },
  forest: {
    name: 'Forest Modern',
    primary: '#14532d',
    secondary: '#166534',
    accent: '#65a30d',
    text: '#1a2e05',
  },
} as const
export type PdfTemplate = keyof typeof PDF_TEMPLATES
export const PDF_TEMPLATE_IDS = Object.keys(PDF_TEMPLATES) as PdfTemplate[]
export const DEFAULT_PDF_TEMPLATE: PdfTemplate = 'gradient'
export const PDF_MARGIN = 20
export const PDF_HEADER_BAND_HEIGHT = 55

export const INDUSTRIES = [
  'Financial Services',
  'Technology',
  'Healthcare & Life Sciences',
  'Energy & Natural Resources',
  'Automotive & Mobility',
  'Aerospace & Defense',
  'Airlines & Travel',
  'Consumer Products & Retail',
  'Media & Entertainment',
  'Telecommunications',
  'Industrial Goods & Services',
  'Real Estate & Infrastructure',
  'Chemicals & Materials',
  'Private Equity & Investment',
  'Public Sector & Government',
  'Professional Services & Consulting',
] as const
export type Industry = (typeof INDUSTRIES)[number]
export const DEFAULT_INDUSTRY: Industry = 'Professional Services & Consulting'

export const WORKFLOW_PROGRESS = {
  input: 20,
  analysis: 40,
  personalization: 60,
  generation: 80,
  results: 100,
} as const
export type WorkflowStep = keyof typeof WORKFLOW_PROGRESS
export const WORKFLOW_LABELS: Record<WorkflowStep, string> = {
  input: 'Step 1: Job URL & Preferences',
  analysis: 'Step 2: Analyzing Job Requirements',
  personalization: 'Step 3: Personalization & Strategy',
  generation: 'Step 4: Generating Resume',
  results: 'Results & Variations',
}

export const FALLBACK_TOPICS = [
  'Digital Transformation',
  'AI & Machine Learning',
  'Cloud Migration',
  'Sustainability Initiatives',
  'Remote Work Evolution',
] as const

export const RECENT_WORK_LIMIT = 6
export const RECENT_WORK_CACHE_MS = 5 * 60 * 1000
export const CLEANUP_AGE_MS = 7 * 24 * 60 * 60 * 1000
export const AI_CACHE_TTL_MS = 24 * 60 * 60 * 1000
export const REQUIREMENTS_PREVIEW = 6
export const VARIATION_PREVIEW_CHARS = 200
export const INSIGHT_PREVIEW_CHARS = 100
export const MAX_SELECTED_TRAITS = 3
export const HOBBY_CAP_LABEL = 20
export const PASTED_TEXT_MIN_CHARS = 50
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024
export const HEALTH_SUMMARY_MIN_CHARS = 50
export const PROFILE_EDITOR_REDIRECT_MS = 3000
export const QUESTIONNAIRE_OVERLAY_MS = 2000
export const DEMO_ROTATION_MS = 3000
export const TOAST_DURATION_MS = 5000
export const TOOLTIP_DELAY_MS = 700
export const TOOLTIP_SKIP_DELAY_MS = 300

export const EDUCATION_LEVELS = ['High School', "Bachelor's", "Master's", 'PhD/Doctorate'] as const

export const ARCHETYPES = [
  {
    name: 'Guardian',
    traits: ['Protective', 'Reliable', 'Loyal'],
    description: 'Keeps people, systems and promises safe; the steady hand others count on.',
    strengths: ['Risk management', 'Consistency', 'Trust building'],
    values: ['Security', 'Duty', 'Stability'],
  },
  {
    name: 'Warrior',
    traits: ['Courageous', 'Determined', 'Disciplined'],
    description: 'Meets hard problems head-on and pushes through to the result.',
    strengths: ['Execution under pressure', 'Resilience', 'Focus'],
    values: ['Courage', 'Achievement', 'Discipline'],
  },
  {
    name: 'Sovereign',
    traits: ['Decisive', 'Responsible', 'Visionary'],
    description: 'Creates order, sets direction and takes responsibility for the whole.',
    strengths: ['Strategic leadership', 'Governance', 'Decision making'],
    values: ['Order', 'Responsibility', 'Prosperity'],
  },
  {
    name: 'Magician',
    traits: ['Transformative', 'Insightful', 'Catalytic'],
    description: 'Turns complex situations into new possibilities and makes change happen.',
    strengths: ['Transformation', 'Systems thinking', 'Change management'],
    values: ['Transformation', 'Knowledge', 'Impact'],
  },
  {
    name: 'Explorer',
    traits: ['Curious', 'Independent', 'Adventurous'],
    description: 'Seeks new ground, markets and ideas, and thrives on the unfamiliar.',
    strengths: ['Discovery', 'Adaptability', 'Opportunity spotting'],
    values: ['Freedom', 'Discovery', 'Authenticity'],
  },
  {
    name: 'Sage',
    traits: ['Analytical', 'Wise', 'Objective'],
    description: 'Looks for the truth in the data and shares understanding generously.',
    strengths: ['Analysis', 'Expertise', 'Mentoring'],
    values: ['Truth', 'Wisdom', 'Clarity'],
  },
  {
    name: 'Citizen',
    traits: ['Collaborative', 'Empathetic', 'Grounded'],
    description: 'Builds belonging and gets things done with and for others.',
    strengths: ['Teamwork', 'Stakeholder management', 'Inclusion'],
    values: ['Community', 'Fairness', 'Belonging'],
  },
  {
    name: 'Creator',
    traits: ['Innovative', 'Imaginative', 'Expressive'],
    description: 'Brings new products, designs and solutions into the world.',
    strengths: ['Innovation', 'Design', 'Prototyping'],
    values: ['Originality', 'Craft', 'Expression'],
  },
  {
    name: 'Revolutionary',
    traits: ['Bold', 'Disruptive', 'Unconventional'],
    description: 'Challenges the status quo and rewrites the rules that hold progress back.',
    strengths: ['Disruption', 'Persuasion', 'Reinvention'],
    values: ['Change', 'Liberation', 'Progress'],
  },
  {
    name: 'Hero',
    traits: ['Brave', 'Driven', 'Competent'],
    description: 'Steps up when it matters and proves worth through difficult action.',
    strengths: ['Crisis leadership', 'Ownership', 'Mastery'],
    values: ['Mastery', 'Honour', 'Service'],
  },
  {
    name: 'Achiever',
    traits: ['Ambitious', 'Results-oriented', 'Efficient'],
    description: 'Sets demanding goals and meets them, measurably and on time.',
    strengths: ['Goal setting', 'Performance', 'Delivery'],
    values: ['Success', 'Excellence', 'Recognition'],
  },
] as const

/**
 * The ten research-backed workforce traits the landing page promises ("pick exactly 3 of 10").
 * Each is the first trait of an archetype, so choosing an archetype selects its trait.
 */
export const WORKFORCE_TRAITS = [
  'Analytical',
  'Collaborative',
  'Innovative',
  'Decisive',
  'Reliable',
  'Curious',
  'Determined',
  'Transformative',
  'Results-oriented',
  'Empathetic',
] as const

export const HOBBY_PRESETS = [
  { name: 'Open Water Swimming', category: 'Sports & Fitness' },
  { name: 'Photography', category: 'Creative Arts' },
  { name: 'Long-distance Running', category: 'Sports & Fitness' },
  { name: 'Chess', category: 'Strategy & Games' },
  { name: 'Cooking', category: 'Creative Arts' },
  { name: 'Hiking', category: 'Outdoors' },
  { name: 'Sailing', category: 'Outdoors' },
  { name: 'Painting', category: 'Creative Arts' },
  { name: 'Volunteering', category: 'Community' },
  { name: 'Music', category: 'Creative Arts' },
  { name: 'Yoga', category: 'Sports & Fitness' },
  { name: 'Reading', category: 'Learning' },
] as const
