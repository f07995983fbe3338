import { BookOpen, Plus, Trash2 } from 'lucide-react'
import { useController, useFieldArray, useWatch } from 'react-hook-form'

import type { Book, Books, ProfileSections } from '#shared/profile/profile.schema.ts'
import { Button } from '#client/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx'
import {
  FormFields,
  FormTextAreaField,
  TextAreaField,
  type FormFieldSpec,
} from '#client/features/profile/components/field.tsx'
import { SaveSectionBar } from '#client/features/profile/components/save-section-bar.tsx'
import { SectionIntro } from '#client/features/profile/components/section-intro.tsx'
import type { ProfileControl } from '#client/features/profile/components/use-profile-form.ts'

export type BooksTabProps = {
  control: ProfileControl
  isDirty: boolean
  isSaving: boolean
  onSave: (value: Books) => void
}

const BLANK_BOOK: Book = {
  title: '',
  author: '',
  category: '',
  personalComment: '',
  keyInsights: '',
  applicationToWork: '',
  summary: '',
  impact: '',
}

/** A book's one-line fields, two to a row from sm up. */
function bookFields(index: number): FormFieldSpec<ProfileSections>[] {
  return [
    { name: `books.books.${index}.title`, label: 'Title', placeholder: 'e.g. The Goal' },
    { name: `books.books.${index}.author`, label: 'Author', placeholder: 'e.g. Eliyahu M. Goldratt' },
  ]
}

export function BooksTab({ control, isDirty, isSaving, onSave }: BooksTabProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'books.books' })
  const books = useWatch({ control, name: 'books' })
  return (
    <div className="grid gap-4">
      <SectionIntro title="Books" description="Books that shaped how you think and work.">
        <Button onClick={() => append(BLANK_BOOK)}>
          <Plus /> Add Book
        </Button>
      </SectionIntro>
      {fields.length === 0 ? (
        <Card className="grid place-items-center gap-2 p-8 text-center">
          <BookOpen className="size-8 text-slate-400" aria-hidden="true" />
          <p className="text-ink-muted text-sm">
            No books yet. The questionnaire can add the one you mention.
          </p>
        </Card>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        {fields.map((field, index) => (
          <Card key={field.id} className="grid gap-3 p-5" data-testid="book-card">
            <div className="grid gap-3 sm:grid-cols-2">
              <FormFields control={control} fields={bookFields(index)} />
            </div>
            <LegacyTextAreaField
              control={control}
              index={index}
              name="summary"
              legacy="keyInsights"
              label="Summary"
              placeholder="What the book is about"
            />
            <LegacyTextAreaField
              control={control}
              index={index}
              name="impact"
              legacy="applicationToWork"
              label="Impact on my work"
              placeholder="What you do differently because of it"
            />
            <Button
              variant="ghost"
              size="sm"
              className="justify-self-end text-red-700 hover:bg-red-50"
              onClick={() => remove(index)}
            >
              <Trash2 /> Remove
            </Button>
          </Card>
        ))}
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Reading Preferences</CardTitle>
          <CardDescription>
            Topics and formats you read; used to make interview small talk and posts sound like you.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <FormTextAreaField
            control={control}
            name="books.readingPreferences"
            label="Reading preferences"
            placeholder="e.g. Operations, behavioural economics; mostly audiobooks"
            rows={3}
          />
        </CardContent>
      </Card>
      <SaveSectionBar
        label="Save Books"
        isDirty={isDirty}
        isSaving={isSaving}
        onSave={() =>
          onSave({
            ...books,
            books: books.books
              .filter((book) => book.title.trim())
              .map((book) => ({ ...book, title: book.title.trim(), author: book.author.trim() })),
          })
        }
      />
    </div>
  )
}

/**
 * A book's summary or impact. Older entries keep key insights / application to work; they are shown
 * here until edited, and an edit moves the text into the newer field.
 */
function LegacyTextAreaField({
  control,
  index,
  name,
  legacy,
  label,
  placeholder,
}: {
  control: ProfileControl
  index: number
  name: 'summary' | 'impact'
  legacy: 'keyInsights' | 'applicationToWork'
  label: string
  placeholder: string
}) {
  const current = useController({ control, name: `books.books.${index}.${name}` })
  const older = useController({ control, name: `books.books.${index}.${legacy}` })
  return (
    <TextAreaField
      label={label}
      value={current.field.value || older.field.value}
      onChange={(value) => {
        current.field.onChange(value)
        older.field.onChange('')
      }}
      error={current.fieldState.error?.message}
      placeholder={placeholder}
      rows={2}
    />
  )
}
