import { PDF_TEMPLATES, type PdfTemplate } from '#shared/constants.ts'

/** A miniature first page of the template: header band with name and contact line, headings, text. */
export function TemplatePreview({ template }: { template: PdfTemplate }) {
  const colours = PDF_TEMPLATES[template]
  return (
    <div
      className="border-line aspect-[1/1.414] w-28 shrink-0 overflow-hidden rounded-md border bg-white shadow-sm"
      aria-hidden
      data-testid="template-preview"
    >
      <div
        className="flex h-[15%] flex-col justify-center gap-[3px] px-2"
        style={{ background: `linear-gradient(90deg, ${colours.primary}, ${colours.secondary})` }}
      >
        <div className="h-[5px] w-3/5 rounded-sm bg-white/95" />
        <div className="h-[3px] w-4/5 rounded-sm bg-white/60" />
      </div>
      <div className="h-[2px]" style={{ background: colours.accent }} />
      <div className="flex flex-col gap-[5px] p-2">
        {[0, 1, 2].map((section) => (
          <div key={section} className="flex flex-col gap-[3px]">
            <div className="h-[4px] w-2/5 rounded-sm" style={{ background: colours.primary }} />
            <div className="h-px w-full" style={{ background: colours.accent, opacity: 0.6 }} />
            {[0.95, 0.85, 0.9].map((width, line) => (
              <div
                key={line}
                className="h-[2px] rounded-sm"
                style={{ width: `${width * 100}%`, background: colours.text, opacity: 0.35 }}
              />
            ))}
          </div>
        ))}
      </div>
    </div>
  )
}
