import { z } from 'zod'

// The part of the JSON Resume schema (v1.0.0, https://jsonresume.org/schema) that a CareerForge
// profile fills. Dates are JSON Resume's partial ISO 8601: "2020", "2020-03" or "2020-03-01".

const isoDate = z
  .string()
  .regex(/^([1-2][0-9]{3}-[0-1][0-9]-[0-3][0-9]|[1-2][0-9]{3}-[0-1][0-9]|[1-2][0-9]{3})$/)

export const JsonResumeSchema = z.object({
  $schema: z.string(),
  basics: z.object({
    name: z.string(),
    label: z.string().optional(),
    email: z.string().optional(),
    phone: z.string().optional(),
    summary: z.string().optional(),
    location: z.object({ city: z.string().optional(), region: z.string().optional() }).optional(),
    profiles: z.array(z.object({ network: z.string(), username: z.string().optional(), url: z.string() })),
  }),
  work: z.array(
    z.object({
      name: z.string(),
      position: z.string(),
      startDate: isoDate.optional(),
      endDate: isoDate.optional(),
      summary: z.string().optional(),
      highlights: z.array(z.string()),
    }),
  ),
  education: z.array(
    z.object({
      institution: z.string(),
      area: z.string().optional(),
      studyType: z.string().optional(),
      startDate: isoDate.optional(),
      endDate: isoDate.optional(),
      /** Not in the JSON Resume schema (which allows extra keys): the degree's achievements as written. */
      summary: z.string().optional(),
    }),
  ),
  certificates: z.array(z.object({ name: z.string() })),
  skills: z.array(z.object({ name: z.string(), keywords: z.array(z.string()) })),
  languages: z.array(z.object({ language: z.string(), fluency: z.string().optional() })),
  interests: z.array(z.object({ name: z.string(), keywords: z.array(z.string()) })),
  projects: z.array(
    z.object({
      name: z.string(),
      description: z.string().optional(),
      url: z.string().optional(),
      keywords: z.array(z.string()),
    }),
  ),
  meta: z.object({ version: z.string(), lastModified: z.string() }),
})
export type JsonResume = z.infer<typeof JsonResumeSchema>

export const JsonResumeParamsSchema = z.object({ profileId: z.string().min(1).max(200) })
