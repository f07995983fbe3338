import { BookOpen, Plus, Trash2 } from 'lucide-react'

import type { Book, Books } from '#shared/profile/profile.schema.ts'
import { Button } from '#client/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx'
import { TextAreaField, TextField } from '#client/features/profile/components/field.tsx'
import { SaveSectionBar } from '#client/features/profile/components/save-section-bar.tsx'
import { SectionIntro } from '#client/features/profile/components/section-intro.tsx'

export type BooksTabProps = {
  books: Books
  isDirty: boolean
  isSaving: boolean
  onChange: (value: Books) => void
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

export function BooksTab({ books, isDirty, isSaving, onChange, onSave }: BooksTabProps) {
  const list = books.books
  const setBook = (index: number, patch: Partial<Book>) =>
    onChange({ ...books, books: list.map((book, i) => (i === index ? { ...book, ...patch } : book)) })
  return (
    <div className="grid gap-4">
      <SectionIntro title="Books" description="Books that shaped how you think and work.">
        <Button onClick={() => onChange({ ...books, books: [...list, BLANK_BOOK] })}>
          <Plus /> Add Book
        </Button>
      </SectionIntro>
      {list.length === 0 ? (
        <Card className="grid place-items-center gap-2 p-8 text-center">
          <BookOpen className="size-8 text-slate-400" aria-hidden="true" />
          <p className="text-ink-muted text-sm">
            No books yet. The questionnaire can add the one you mention.
          </p>
        </Card>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        {list.map((book, index) => (
          <Card key={index} className="grid gap-3 p-5" data-testid="book-card">
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField
                label="Title"
                value={book.title}
                onChange={(title) => setBook(index, { title })}
                placeholder="e.g. The Goal"
              />
              <TextField
                label="Author"
                value={book.author}
                onChange={(author) => setBook(index, { author })}
                placeholder="e.g. Eliyahu M. Goldratt"
              />
            </div>
            {/* Older entries keep key insights / application to work; they are shown as summary / impact until edited. */}
            <TextAreaField
              label="Summary"
              value={book.summary || book.keyInsights}
              onChange={(summary) => setBook(index, { summary, keyInsights: '' })}
              placeholder="What the book is about"
              rows={2}
            />
            <TextAreaField
              label="Impact on my work"
              value={book.impact || book.applicationToWork}
              onChange={(impact) => setBook(index, { impact, applicationToWork: '' })}
              placeholder="What you do differently because of it"
              rows={2}
            />
            <Button
              variant="ghost"
              size="sm"
              className="justify-self-end text-red-700 hover:bg-red-50"
              onClick={() => onChange({ ...books, books: list.filter((_, i) => i !== index) })}
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
          <TextAreaField
            label="Reading preferences"
            value={books.readingPreferences}
            onChange={(readingPreferences) => onChange({ ...books, readingPreferences })}
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
            books: list
              .filter((book) => book.title.trim())
              .map((book) => ({ ...book, title: book.title.trim(), author: book.author.trim() })),
          })
        }
      />
    </div>
  )
}
