import { useMemo, useState } from 'react'

import type { ApplicationVersion } from '#shared/applications/application-versions.contract.ts'
import { useApplication } from '#client/features/tracker/api/get-application.ts'
import { sideBySideDiff } from '#client/features/tracker/lib/side-by-side-diff.ts'

export type ComparedPart = 'resumeContent' | 'coverLetter'

/**
 * The data of a version comparison: which two versions and which document are chosen, both versions as
 * loaded, and their side-by-side diff. The older of the two newest versions starts on the left unless
 * `initialLeft` names another.
 */
export function useVersionCompare(versions: ApplicationVersion[], initialLeft?: string | null) {
  const newest = versions[0]?.id ?? ''
  const [leftId, setLeftId] = useState(() =>
    initialLeft && initialLeft !== newest ? initialLeft : (versions[1]?.id ?? newest),
  )
  const [rightId, setRightId] = useState(newest)
  const [part, setPart] = useState<ComparedPart>('resumeContent')
  const left = useApplication(leftId)
  const right = useApplication(rightId)
  const rows = useMemo(
    () => (left.data && right.data ? sideBySideDiff(left.data[part], right.data[part]) : []),
    [left.data, right.data, part],
  )
  return {
    leftId,
    setLeftId,
    rightId,
    setRightId,
    part,
    setPart,
    rows,
    changed: rows.filter((row) => row.kind !== 'same').length,
    isPending: left.isPending || right.isPending,
    isError: left.isError || right.isError,
  }
}
