import { TrackerPage } from '#client/features/tracker/components/tracker-page.tsx'

export function TrackerRoute() {
  return <TrackerPage />
}
