import { ProfileEditorNotice } from '#client/features/profile/components/profile-editor-notice.tsx'

export function ProfileEditorRoute() {
  return <ProfileEditorNotice />
}
