import { Lightbulb, Sparkles } from 'lucide-react'
import { zodResolver } from '@hookform/resolvers/zod'
import type { KeyboardEvent } from 'react'
import { useController, useForm, useWatch, type Control } from 'react-hook-form'
import type { z } from 'zod'

import {
  DEFAULT_POST_TONE,
  DEFAULT_TARGET_AUDIENCE,
  POST_TONES,
  TARGET_AUDIENCES,
} from '#shared/constants.ts'
import { GeneratePostRequestSchema } from '#shared/social-posts/social-post.schema.ts'
import { Button } from '#client/components/ui/button.tsx'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx'
import { Input } from '#client/components/ui/input.tsx'
import { Label } from '#client/components/ui/label.tsx'
import { OptionSelect } from '#client/components/option-select.tsx'
import { Textarea } from '#client/components/ui/textarea.tsx'
import {
  AUDIENCE_OPTIONS,
  TONE_OPTIONS,
  TOPIC_INSPIRATIONS,
} from '#client/features/social-posts/post-options.ts'

/** The form's part of the generate request, checked by the server's own schema. */
export const PostFormSchema = GeneratePostRequestSchema.pick({
  topic: true,
  argument: true,
  tone: true,
  targetAudience: true,
})
export type PostFormValues = z.output<typeof PostFormSchema>

export const initialPostFormValues: PostFormValues = {
  topic: '',
  argument: '',
  tone: DEFAULT_POST_TONE,
  targetAudience: DEFAULT_TARGET_AUDIENCE,
}

export type PostFormProps = {
  /** Called with the checked, trimmed values by the button and by Enter / Ctrl+Enter in the fields. */
  onGenerate: (values: PostFormValues) => void
  /** Called when a field the schema needs is empty. */
  onMissing: () => void
  isGenerating: boolean
  traits: string[]
}

export function PostForm({ onGenerate, onMissing, isGenerating, traits }: PostFormProps) {
  const { control, handleSubmit, setValue, register } = useForm({
    defaultValues: initialPostFormValues,
    resolver: zodResolver(PostFormSchema),
  })
  const [topic, argument] = useWatch({ control, name: ['topic', 'argument'] })
  const isComplete = topic.trim() !== '' && argument.trim() !== ''
  const generate = handleSubmit(onGenerate, onMissing)
  const submitOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault()
      if (!isGenerating) void generate()
    }
  }
  const submitOnCtrlEnter = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault()
      if (!isGenerating) void generate()
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
            maxLength={500}
            placeholder="e.g. AI in the hiring process"
            {...register('topic')}
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
            {TOPIC_INSPIRATIONS.map((inspiration) => (
              <button
                key={inspiration}
                type="button"
                aria-pressed={topic === inspiration}
                onClick={() => setValue('topic', inspiration)}
                className="border-line bg-surface text-ink-muted hover:border-brand-200 hover:bg-brand-50 hover:text-brand-800 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-800 rounded-full border px-3 py-1 text-xs font-medium transition-colors"
              >
                {inspiration}
              </button>
            ))}
          </div>
        </div>

        <div className="grid gap-2">
          <Label htmlFor="post-argument">Your Main Argument / Insight</Label>
          <Textarea
            id="post-argument"
            rows={5}
            maxLength={5000}
            aria-describedby="post-argument-hint"
            placeholder="The point you want to make, in your own words. e.g. Most companies use AI to reject candidates faster, but the real opportunity is giving every candidate useful feedback."
            {...register('argument')}
            onKeyDown={submitOnCtrlEnter}
          />
          <p id="post-argument-hint" className="text-ink-muted text-xs">
            Quoted as you write it, never watered down. Ctrl+Enter generates.
          </p>
        </div>

        <ToneAndAudience control={control} />

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
          onClick={() => void generate()}
        >
          <Sparkles aria-hidden="true" />
          {isGenerating ? 'Generating...' : 'Generate LinkedIn Post'}
        </Button>
      </CardContent>
    </Card>
  )
}

/** Tone (with its hint) and target audience, side by side from sm up. */
function ToneAndAudience({ control }: { control: Control<z.input<typeof PostFormSchema>> }) {
  const { field: tone } = useController({ control, name: 'tone', defaultValue: DEFAULT_POST_TONE })
  const { field: audience } = useController({
    control,
    name: 'targetAudience',
    defaultValue: DEFAULT_TARGET_AUDIENCE,
  })
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
      <div className="grid min-w-0 content-start gap-2">
        <Label id="post-tone-label">Tone</Label>
        <OptionSelect
          value={tone.value ?? DEFAULT_POST_TONE}
          onChange={tone.onChange}
          groups={[{ options: POST_TONES }]}
          labelOf={(option) => TONE_OPTIONS[option].label}
          trigger={{
            className: 'min-w-0',
            'aria-labelledby': 'post-tone-label',
            'aria-describedby': 'post-tone-hint',
          }}
        />
        <p id="post-tone-hint" className="text-ink-muted text-xs">
          {TONE_OPTIONS[tone.value ?? DEFAULT_POST_TONE].hint}
        </p>
      </div>
      <div className="grid min-w-0 content-start gap-2">
        <Label id="post-audience-label">Target Audience</Label>
        <OptionSelect
          value={audience.value ?? DEFAULT_TARGET_AUDIENCE}
          onChange={audience.onChange}
          groups={[{ options: TARGET_AUDIENCES }]}
          labelOf={(option) => AUDIENCE_OPTIONS[option]}
          trigger={{ className: 'min-w-0', 'aria-labelledby': 'post-audience-label' }}
        />
      </div>
    </div>
  )
}
