import type { ExtendedProfileResponse } from '#shared/profile/profile.contract.ts'
import type { Db } from '#server/db/client.ts'
import { findProfile } from '#server/features/profile/find-profile.ts'

export type GetExtendedProfileOptions = { db: Db; profileId: string }

/** The profile's personal side in the shape of spec section 7, for the document and post writers. */
export async function getExtendedProfile({
  db,
  profileId,
}: GetExtendedProfileOptions): Promise<ExtendedProfileResponse> {
  const profile = await findProfile({ db, profileId })
  const { strengths, workStyle, communication, selectedTraits } = profile.personalityTraits
  return {
    id: profile.id,
    name: profile.name,
    personalExperiences: profile.personalExperiences,
    personality: { strengths, workStyle, communication, selectedTraits },
    portfolioData: { portfolioUrls: profile.portfolioData.portfolioUrls },
    books: { books: profile.books.books },
  }
}
