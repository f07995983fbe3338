import { Lightbulb, Sparkles } from 'lucide-react'
import type { KeyboardEvent } from 'react'

import { POST_TONES, TARGET_AUDIENCES, type PostTone, type TargetAudience } from '#shared/constants.ts'
import { Button } from '#client/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { Label } from '#client/components/ui/label.tsx'
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#client/components/ui/select.tsx'
import { Textarea } from '#client/components/ui/textarea.tsx'
import {
  AUDIENCE_OPTIONS,
  TONE_OPTIONS,
  TOPIC_INSPIRATIONS,
} from '#client/features/social-posts/post-options.ts'

export type PostFormValues = {
  topic: string
  argument: string
  tone: PostTone
  targetAudience: TargetAudience
}

export type PostFormProps = {
  values: PostFormValues
  onChange: (values: PostFormValues) => void
  /** Validates and generates; called by the button and by Enter / Ctrl+Enter in the fields. */
  onGenerate: () => void
  isGenerating: boolean
  traits: string[]
}

export function PostForm({ values, onChange, onGenerate, isGenerating, traits }: PostFormProps) {
  const isComplete = values.topic.trim() !== '' && values.argument.trim() !== ''
  const set = (patch: Partial<PostFormValues>) => onChange({ ...values, ...patch })
  const submitOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault()
      if (!isGenerating) onGenerate()
    }
  }
  const submitOnCtrlEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault()
      if (!isGenerating) onGenerate()
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Compose</CardTitle>
        <CardDescription>
          Your topic and your own argument; the post is built around your words.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="grid gap-2">
          <Label htmlFor="post-topic">Topic / Industry Trend</Label>
          <Input
            id="post-topic"
            value={values.topic}
            maxLength={500}
            placeholder="e.g. AI in the hiring process"
            onChange={(event) => set({ topic: event.target.value })}
            onKeyDown={submitOnEnter}
          />
        </div>

        <div className="grid gap-2">
          <span
            className="text-ink flex items-center gap-1.5 text-sm font-medium"
            id="topic-inspiration-label"
          >
            <Lightbulb className="size-4 text-amber-600" aria-hidden="true" />
            Topic Inspiration
          </span>
          <div className="flex flex-wrap gap-2" role="group" aria-labelledby="topic-inspiration-label">
            {TOPIC_INSPIRATIONS.map((topic) => (
              <button
                key={topic}
                type="button"
                aria-pressed={values.topic === topic}
                onClick={() => set({ topic })}
                className="border-line bg-surface text-ink-muted hover:border-brand-200 hover:bg-brand-50 hover:text-brand-800 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-800 rounded-full border px-3 py-1 text-xs font-medium transition-colors"
              >
                {topic}
              </button>
            ))}
          </div>
        </div>

        <div className="grid gap-2">
          <Label htmlFor="post-argument">Your Main Argument / Insight</Label>
          <Textarea
            id="post-argument"
            rows={5}
            value={values.argument}
            maxLength={5000}
            aria-describedby="post-argument-hint"
            placeholder="The point you want to make, in your own words. e.g. Most companies use AI to reject candidates faster, but the real opportunity is giving every candidate useful feedback."
            onChange={(event) => set({ argument: event.target.value })}
            onKeyDown={submitOnCtrlEnter}
          />
          <p id="post-argument-hint" className="text-ink-muted text-xs">
            Quoted as you write it, never watered down. Ctrl+Enter generates.
          </p>
        </div>

        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
          <div className="grid min-w-0 content-start gap-2">
            <Label id="post-tone-label">Tone</Label>
            <Select value={values.tone} onValueChange={(tone) => set({ tone: tone as PostTone })}>
              <SelectTrigger
                className="min-w-0"
                aria-labelledby="post-tone-label"
                aria-describedby="post-tone-hint"
              >
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {POST_TONES.map((tone) => (
                  <SelectItem key={tone} value={tone}>
                    {TONE_OPTIONS[tone].label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <p id="post-tone-hint" className="text-ink-muted text-xs">
              {TONE_OPTIONS[values.tone].hint}
            </p>
          </div>
          <div className="grid min-w-0 content-start gap-2">
            <Label id="post-audience-label">Target Audience</Label>
            <Select
              value={values.targetAudience}
              onValueChange={(audience) => set({ targetAudience: audience as TargetAudience })}
            >
              <SelectTrigger className="min-w-0" aria-labelledby="post-audience-label">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {TARGET_AUDIENCES.map((audience) => (
                  <SelectItem key={audience} value={audience}>
                    {AUDIENCE_OPTIONS[audience]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </div>

        <p className="text-ink-muted text-xs" data-testid="voice-traits">
          {traits.length > 0 ? (
            <>
              Voice shaped by your traits: <span className="text-ink font-medium">{traits.join(', ')}</span>
            </>
          ) : (
            'No workforce traits selected in your profile; the post uses a neutral voice.'
          )}
        </p>

        <Button
          variant="gradient"
          size="lg"
          className="w-full"
          disabled={!isComplete || isGenerating}
          onClick={onGenerate}
        >
          <Sparkles aria-hidden="true" />
          {isGenerating ? 'Generating...' : 'Generate LinkedIn Post'}
        </Button>
      </CardContent>
    </Card>
  )
}
