import { ResumeBuilder } from '#client/features/resume-builder/components/resume-builder.tsx'

export function ResumeBuilderRoute() {
  return <ResumeBuilder />
}
