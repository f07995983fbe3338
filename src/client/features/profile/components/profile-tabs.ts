import {
  BookOpen,
  Brain,
  Briefcase,
  FolderGit2,
  GraduationCap,
  Heart,
  User,
  type LucideIcon,
} from 'lucide-react'

export const PROFILE_TABS = [
  'personal',
  'work',
  'education',
  'experiences',
  'personality',
  'portfolio',
  'books',
] as const
export type ProfileTab = (typeof PROFILE_TABS)[number]

export const TAB_META: Record<ProfileTab, { label: string; icon: LucideIcon }> = {
  personal: { label: 'Personal', icon: User },
  work: { label: 'Work', icon: Briefcase },
  education: { label: 'Education', icon: GraduationCap },
  experiences: { label: 'Experiences', icon: Heart },
  personality: { label: 'Personality', icon: Brain },
  portfolio: { label: 'Portfolio', icon: FolderGit2 },
  books: { label: 'Books', icon: BookOpen },
}

/** The older variant's in-page list: six entries, without portfolio. */
export const CLASSIC_TABS: ProfileTab[] = PROFILE_TABS.filter((tab) => tab !== 'portfolio')

export function parseTab(value: string | null, allowed: readonly ProfileTab[] = PROFILE_TABS): ProfileTab {
  return allowed.find((tab) => tab === value) ?? 'personal'
}
