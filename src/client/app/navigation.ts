import { FileText, KanbanSquare, MessageSquareText, PlayCircle, UserCog, type LucideIcon } from 'lucide-react'

/** Navigation entries of spec section 2 (id, title, description, href, badge, color, gradient). */
export type NavigationItem = {
  id: 'resume' | 'tracker' | 'linkedin' | 'profile' | 'demo'
  title: string
  description: string
  href: string
  badge: string
  color: string
  gradient: string
  icon: LucideIcon
  /** Extra routes that highlight this entry. */
  matches?: string[]
}

export const NAVIGATION: NavigationItem[] = [
  {
    id: 'resume',
    title: 'Resume Builder',
    description: 'AI-powered resume and cover letter generation',
    href: '/resume-builder',
    badge: 'Core',
    color: 'text-indigo-700',
    gradient: 'from-indigo-500 to-violet-500',
    icon: FileText,
  },
  {
    id: 'tracker',
    title: 'Application Tracker',
    description: 'Every application from saved to offer, with what you sent',
    href: '/tracker',
    badge: 'Track',
    color: 'text-rose-700',
    gradient: 'from-rose-500 to-pink-600',
    icon: KanbanSquare,
  },
  {
    id: 'linkedin',
    title: 'LinkedIn Generator',
    description: 'Create viral professional content',
    href: '/linkedin-post-generator',
    badge: 'Popular',
    color: 'text-sky-700',
    gradient: 'from-sky-500 to-blue-600',
    icon: MessageSquareText,
    matches: ['/linkedin-post'],
  },
  {
    id: 'profile',
    title: 'Profile Manager',
    description: 'Manage your professional profile and traits',
    href: '/profile-manager',
    badge: 'Settings',
    color: 'text-emerald-700',
    gradient: 'from-emerald-500 to-teal-600',
    icon: UserCog,
    matches: ['/profile-manager-old', '/profile-editor'],
  },
  {
    id: 'demo',
    title: 'Live Demo',
    description: 'See before/after transformation animation',
    href: '/demo',
    badge: 'New',
    color: 'text-amber-700',
    gradient: 'from-amber-500 to-orange-500',
    icon: PlayCircle,
  },
]

/** The mobile drawer lists the spec's first three entries, plus the Application Tracker. */
export const MOBILE_NAVIGATION = NAVIGATION.filter((item) =>
  ['resume', 'tracker', 'linkedin', 'profile'].includes(item.id),
)

export function isActive(item: NavigationItem, location: string): boolean {
  return [item.href, ...(item.matches ?? [])].includes(location)
}
