import { MessageCircleQuestion, Sparkles } from 'lucide-react'
import { useId, useState } from 'react'

import {
  extractQuestionnaire,
  type QuestionnaireResult,
} from '#client/features/profile/lib/extract-questionnaire.ts'
import { Button } from '#client/components/ui/button.tsx'
import { Card } from '#client/components/ui/card.tsx'
import { Label } from '#client/components/ui/label.tsx'
import { Progress } from '#client/components/ui/progress.tsx'
import { Textarea } from '#client/components/ui/textarea.tsx'

const QUESTIONS = [
  {
    key: 'hobbies',
    title: 'What do you enjoy outside work?',
    help: 'Name your hobbies and anything you have done in them, e.g. “open water swimming, chess and baking bread”.',
  },
  {
    key: 'workStyle',
    title: 'How do you like to work, and which book shaped it?',
    help: 'Describe your work style, then name a book, e.g. “I plan carefully and analyse the data… “Deep Work” by Cal Newport taught me to protect focus time.”',
  },
] as const

export function QuestionnairePanel({
  onComplete,
  disabled,
}: {
  onComplete: (result: QuestionnaireResult) => void
  disabled?: boolean
}) {
  const [step, setStep] = useState<0 | 1 | null>(null)
  const [answers, setAnswers] = useState({ hobbies: '', workStyle: '' })
  const answerId = useId()

  if (step === null) {
    return (
      <Card
        className="flex flex-col gap-3 bg-gradient-to-r from-violet-50 to-white p-5 sm:flex-row sm:items-center"
        data-testid="questionnaire"
      >
        <span
          className="bg-accent-600 grid size-10 shrink-0 place-items-center rounded-xl text-white"
          aria-hidden="true"
        >
          <MessageCircleQuestion className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="text-ink text-sm font-semibold">
            Two questions to make your documents sound like you
          </h2>
          <p className="text-ink-muted text-xs">
            Your answers become hobbies, strengths, traits and a book on your profile. Nothing is added that
            you did not write.
          </p>
        </div>
        <Button variant="secondary" onClick={() => setStep(0)} disabled={disabled}>
          <Sparkles /> Start Questionnaire
        </Button>
      </Card>
    )
  }

  const question = QUESTIONS[step]
  const answer = answers[question.key]
  const isLast = step === 1
  return (
    <Card className="p-5" data-testid="questionnaire">
      <div className="flex items-center justify-between gap-3">
        <span className="text-accent-600 text-xs font-semibold tracking-wide uppercase">
          Question {step + 1}/2
        </span>
        <Button variant="ghost" size="sm" onClick={() => setStep(null)}>
          Close
        </Button>
      </div>
      <Progress value={(step + 1) * 50} className="mt-2" aria-label="Questionnaire progress" />
      <Label htmlFor={answerId} className="mt-4 block text-base font-semibold">
        {question.title}
      </Label>
      <p className="text-ink-muted mt-1 text-sm">{question.help}</p>
      <Textarea
        id={answerId}
        className="mt-3"
        rows={4}
        value={answer}
        onChange={(event) => setAnswers({ ...answers, [question.key]: event.target.value })}
      />
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        {isLast ? (
          <Button variant="outline" onClick={() => setStep(0)}>
            Back
          </Button>
        ) : null}
        <Button
          disabled={!answer.trim()}
          onClick={() => {
            if (!isLast) return setStep(1)
            setStep(null)
            onComplete(extractQuestionnaire(answers))
            setAnswers({ hobbies: '', workStyle: '' })
          }}
        >
          {isLast ? 'Complete Setup' : 'Next Question'}
        </Button>
      </div>
    </Card>
  )
}

export function EnhancingOverlay() {
  return (
    <div
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="enhancing-title"
      className="fixed inset-0 z-[60] grid place-items-center bg-slate-950/60 p-6 backdrop-blur-sm"
      data-testid="enhancing-overlay"
    >
      <div className="rounded-card bg-surface w-full max-w-sm p-6 text-center shadow-xl">
        <Sparkles className="text-accent-600 mx-auto size-10 animate-pulse" aria-hidden="true" />
        <h2 id="enhancing-title" className="text-ink mt-3 text-lg font-bold">
          Enhancing Your Profile
        </h2>
        <p className="text-ink-muted mt-1 text-sm">
          Adding your hobbies, strengths, traits and book to your profile…
        </p>
        <Progress
          value={100}
          className="mt-4"
          indicatorClassName="animate-pulse"
          aria-label="Enhancing progress"
        />
      </div>
    </div>
  )
}
