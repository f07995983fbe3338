import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import type { PdfTemplate } from '#shared/constants.ts'
import type { DOCUMENT_FORMATS, DOCUMENT_KINDS } from '#shared/applications/applications.contract.ts'
import {
  ApplicationResumeDocumentSchema,
  resumeDocumentEditUrl,
  resumeDocumentUrl,
  type ApplicationResumeDocument,
  type ResumeDocumentEdit,
} from '#shared/documents/resume-document.contract.ts'
import { requestJson, apiRequestRaw } from '#client/lib/api-client.ts'
import { queryKeys } from '#client/lib/api/query-keys.ts'
import { saveBlob } from '#client/features/resume-builder/lib/save-file.ts'

export type DocumentKind = (typeof DOCUMENT_KINDS)[number]
export type DocumentFormat = (typeof DOCUMENT_FORMATS)[number]

export type DownloadDocumentOptions = {
  applicationId: string
  kind: DocumentKind
  format: DocumentFormat
  template: PdfTemplate
  fallbackName: string
}

/** Fetches a rendered document through the api helper and saves it under the server's file name. */
export async function downloadDocument({
  applicationId,
  kind,
  format,
  template,
  fallbackName,
}: DownloadDocumentOptions): Promise<string> {
  const query = new URLSearchParams({ kind, format, template })
  const response = await apiRequestRaw(
    `/api/applications/${encodeURIComponent(applicationId)}/document?${query.toString()}`,
  )
  const fileName = fileNameFromDisposition(response.headers.get('content-disposition')) ?? fallbackName
  saveBlob(await response.blob(), fileName)
  return fileName
}

/** Reads `filename*=UTF-8''…` (preferred) or `filename="…"` from a Content-Disposition header. */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim())
    } catch {
      // malformed escape: fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;]+)/.exec(header)
  const name = (plain?.[1] ?? plain?.[2])?.trim()
  return name || null
}

export async function getResumeDocument(
  applicationId: string,
  signal?: AbortSignal,
): Promise<ApplicationResumeDocument> {
  return await requestJson(resumeDocumentUrl(applicationId), ApplicationResumeDocumentSchema, { signal })
}

export function getResumeDocumentQueryOptions(applicationId: string) {
  return queryOptions({
    queryKey: queryKeys.resumeDocument(applicationId),
    queryFn: ({ signal }) => getResumeDocument(applicationId, signal),
  })
}

/** The stored resume document of an application (the Resume Preview), or idle without an id. */
export function useResumeDocument(applicationId: string | null) {
  return useQuery({ ...getResumeDocumentQueryOptions(applicationId ?? ''), enabled: Boolean(applicationId) })
}

export async function editResumeDocument(
  applicationId: string,
  edit: ResumeDocumentEdit,
): Promise<ApplicationResumeDocument> {
  return await requestJson(resumeDocumentEditUrl(applicationId), ApplicationResumeDocumentSchema, {
    method: 'PATCH',
    body: edit,
  })
}

/** Rewords or drops one bullet; the answer replaces the cached document, so downloads and preview agree. */
export function useEditResumeDocument(applicationId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (edit: ResumeDocumentEdit) => editResumeDocument(applicationId, edit),
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.resumeDocument(applicationId), answer),
  })
}
