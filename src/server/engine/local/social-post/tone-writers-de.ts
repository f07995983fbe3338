import type { PostTone, TargetAudience } from '#shared/constants.ts'
import { describeEvidence } from '#server/engine/local/social-post/profile-evidence.ts'
import type { Section, ToneContext, ToneDraft } from '#server/engine/local/social-post/tone-writers.ts'

// The German posts: same five shapes as the English ones, written in German rather than translated
// word for word. German nouns need an article of the right gender, so the subject and the argument's
// terms are named as a topic ("beim Thema Dienstpläne", „Dienstpläne“), which fits any noun.

type Say = (s: string, t: string) => string

type GermanLens = {
  addressee: string
  who: string
  angles: readonly Say[]
  steps: readonly Say[]
  ask: Say
  objection: Say
  rebuttal: Say
  vision: Say
  needs: Say
}

const LENSES: Record<TargetAudience, GermanLens> = {
  'startup founders and entrepreneurs': {
    addressee: 'Gründerinnen und Gründer',
    who: 'Gründerinnen und Gründer',
    angles: [
      (s, t) =>
        `Für alle, die ein Unternehmen für diese Branche aufbauen: Beim Thema ${t} entscheidet sich, ob Ihre ersten Kunden Ihnen glauben, lange bevor Ihr Konzept zu ${s} sie überzeugt.`,
      (s) =>
        `Wer gründet, sollte das Thema ${s} früh verstehen; im kleinen Team ist es am billigsten, es gleich richtig zu machen.`,
    ],
    steps: [
      (_, t) => `Verbringen Sie einen Tag mit den Menschen, die täglich mit dem Thema ${t} zu tun haben.`,
      (s) => `Schreiben Sie auf, was Sie beim Thema ${s} glauben und was Sie widerlegen würde.`,
      (_, t) => `Fragen Sie drei Kunden, wie es beim Thema ${t} heute läuft und wo es hakt.`,
      (s) => `Behandeln Sie das, was Sie zum Thema ${s} lernen, als Anforderung, nicht als Folie.`,
    ],
    ask: (_, t) => `Was haben Ihnen Ihre Kunden zum Thema ${t} beigebracht?`,
    objection: (s) => `Für das Thema ${s} sind wir noch zu früh dran.`,
    rebuttal: (_, t) => `Gerade am Anfang ist das Thema ${t} noch billig zu lösen.`,
    vision: (_, t) =>
      `Stellen Sie sich ein Produkt vor, nach dem die Menschen beim Thema ${t} selbst fragen würden, weil Sie zuerst zugehört haben.`,
    needs: (s) =>
      `Sie brauchen kein größeres Team, um beim Thema ${s} anzufangen; Sie brauchen einen klaren Grund und den Mut, danach zu handeln.`,
  },
  'C-level executives and board members': {
    addressee: 'Geschäftsführung und Aufsichtsrat',
    who: 'Geschäftsführung und Aufsichtsrat',
    angles: [
      (s) =>
        `Warum das Chefsache ist: Das Thema ${s} lässt sich nicht delegieren und vergessen, weil es Risiko, Budget und Verantwortung berührt; damit ist es eine Führungsentscheidung.`,
      (s, t) =>
        `Für die Führung lautet die Frage beim Thema ${s}: Wer ist für das Thema ${t} verantwortlich, und hat diese Person die Mittel, etwas zu ändern?`,
    ],
    steps: [
      (s) => `Setzen Sie das Thema ${s} als Entscheidung auf die Agenda, nicht als Statusbericht.`,
      (_, t) => `Benennen Sie für das Thema ${t} eine verantwortliche Person und eine Kennzahl.`,
      (s) => `Fragen Sie, was ein weiteres Jahr Abwarten beim Thema ${s} kosten würde.`,
      (_, t) => `Prüfen Sie, ob Ihre Anreize beim Thema ${t} noch den alten Weg belohnen.`,
    ],
    ask: (s) => `Steht das Thema ${s} schon auf Ihrer Agenda, und wer verantwortet es?`,
    objection: (s) => `Das Thema ${s} gehört in die Teams, nicht in die Geschäftsführung.`,
    rebuttal: (_, t) => `Die Umsetzung schon, die Verantwortung für das Thema ${t} nicht.`,
    vision: (s) =>
      `Stellen Sie sich eine Geschäftsführung vor, die das Thema ${s} als Chance für die nächsten zehn Jahre sieht und nicht als weiteres Risiko.`,
    needs: (s) =>
      `Sie brauchen keinen perfekten Plan, um beim Thema ${s} zu führen; Sie brauchen eine klare Position und den Mut, dazu zu stehen.`,
  },
  'venture capitalists and investors': {
    addressee: 'Investorinnen und Investoren',
    who: 'Investorinnen und Investoren',
    angles: [
      (s, t) =>
        `Für Investoren ist das Thema ${s} ein Signal: Überzeugend sind die Teams, die das Thema ${t} in eigenen Worten erklären können, nicht die mit der schönsten Folie.`,
    ],
    steps: [
      (s) => `Fragen Sie Gründer schon im ersten Gespräch nach dem Thema ${s}.`,
      (_, t) => `Suchen Sie Belege zum Thema ${t} im Alltag des Teams, nicht im Pitch Deck.`,
      (_, t) => `Vergleichen Sie, wie Ihre Portfoliounternehmen mit dem Thema ${t} umgehen.`,
      (s) => `Trennen Sie Teams, die über das Thema ${s} reden, von Teams, die es messen.`,
    ],
    ask: (s) => `Würde das Thema ${s} verändern, wie Sie ein Team bewerten?`,
    objection: (s) => `Das Thema ${s} regelt der Markt von selbst.`,
    rebuttal: (_, t) => `Stimmt, aber die Aufgabe ist, es vorher zu sehen, und das Thema ${t} zeigt, wo.`,
    vision: (s) =>
      `Stellen Sie sich vor, Sie hätten die Teams unterstützt, die das Thema ${s} früh verstanden haben.`,
    needs: (s) =>
      `Sie brauchen keine Gewissheit beim Thema ${s}; Sie müssen wissen, welcher Beleg Ihre Meinung ändern würde.`,
  },
  'tech talent and engineering leaders': {
    addressee: 'Engineering-Leads',
    who: 'Engineering-Leads und ihre Teams',
    angles: [
      (s, t) =>
        `Für Engineering-Leads steckt im Thema ${s} eine Lektion übers Zuhören: Die Menschen, die täglich mit dem Thema ${t} leben, wissen, wo das eigentliche Problem liegt, und gute Software fängt dort an.`,
      (_, t) =>
        `Wenn Ihr Team Software für Menschen baut, die mit dem Thema ${t} zu tun haben, ist genau das die Arbeit, für die Sie entwerfen sollten.`,
    ],
    steps: [
      (_, t) =>
        `Verbringen Sie einen Tag mit den Menschen, die das Thema ${t} täglich erleben, bevor Ihr Team etwas entwirft.`,
      (_, t) => `Prüfen Sie, wie Ihre eigenen Werkzeuge mit dem Thema ${t} umgehen und was sie auslassen.`,
      (s) => `Behandeln Sie das Thema ${s} als Anforderung der Menschen, die die Arbeit machen.`,
      (_, t) => `Vereinbaren Sie mit ihnen, woran man beim Thema ${t} eine Verbesserung erkennt.`,
    ],
    ask: (_, t) => `Was haben Sie von den Menschen gelernt, die täglich mit dem Thema ${t} arbeiten?`,
    objection: (s) => `Für das Thema ${s} haben wir keine Kapazität.`,
    rebuttal: (_, t) =>
      `Dann ist Kapazität die Entscheidung, also treffen Sie sie offen, mit dem Thema ${t} auf dem Tisch.`,
    vision: (_, t) =>
      `Stellen Sie sich vor, die Menschen beim Thema ${t} bekämen Werkzeuge, die mit ihnen gebaut wurden und nicht nur für sie.`,
    needs: (s) =>
      `Sie brauchen keine Umorganisation, um beim Thema ${s} anzufangen; Sie brauchen ein Team, einen Versuch und ehrliche Notizen.`,
  },
  'sales and business development professionals': {
    addressee: 'Vertrieb und Business Development',
    who: 'Vertrieb und Business Development',
    angles: [
      (s, t) =>
        `Im Vertrieb ist das Thema ${s} eine Vertrauensfrage: Kunden merken sich, wer ihnen geholfen hat, das Thema ${t} klar zu sehen, nicht wer am lautesten gepitcht hat.`,
    ],
    steps: [
      (s) => `Bringen Sie das Thema ${s} ins nächste Kundengespräch, als Frage und nicht als Pitch.`,
      (_, t) => `Hören Sie, welche Worte Kunden für das Thema ${t} benutzen, und benutzen Sie dieselben.`,
      (s) => `Prüfen Sie, ob das Thema ${s} Abschlüsse beschleunigt oder nur Aktivität erzeugt.`,
      (_, t) => `Teilen Sie jede Woche, was Sie zum Thema ${t} hören, mit Produkt und Marketing.`,
    ],
    ask: (s) => `Wie sprechen Ihre Kunden gerade über das Thema ${s}?`,
    objection: (s) => `Kunden wollen den Preis, kein Gespräch über das Thema ${s}.`,
    rebuttal: (_, t) => `Manche schon, aber die, die bleiben, wollen jemanden, der das Thema ${t} versteht.`,
    vision: (s) =>
      `Stellen Sie sich vor, Sie wären in jedem Kundengespräch die Person, die beim Thema ${s} Klarheit schafft.`,
    needs: (s) =>
      `Sie brauchen kein neues Skript zum Thema ${s}; Sie brauchen bessere Fragen und die Geduld, zuzuhören.`,
  },
}

function evidence(ctx: ToneContext, lead: string, keep: number): Section[] {
  return ctx.evidence ? [{ text: describeEvidence(ctx.evidence, lead, 'de'), keep }] : []
}

function traits(ctx: ToneContext, lead: string): Section[] {
  return ctx.traitLines.length ? [{ text: `${lead}${ctx.traitLines.join(' ')}`, keep: 5 }] : []
}

type GermanContext = ToneContext & { de: GermanLens }

function professional(ctx: GermanContext): ToneDraft {
  const { topic: s, term: t, rng, de } = ctx
  const steps = rng.sample(de.steps, 3).map((step, i) => `${i + 1}. ${step(s, t)}`)
  return {
    hooks: [
      `Meine Position zum Thema ${s}, und was sie für ${de.who} bedeutet.`,
      `Beim Thema ${s} kommt es auf das Thema ${t} an. Meine Position.`,
      `${ctx.headline} Warum das für ${de.who} zählt.`,
      `Eine Unterscheidung beim Thema ${s}, die man nicht übersehen sollte.`,
    ],
    body: [
      {
        text: `${rng.pick(['Meine Position:', 'Kurz gesagt:', 'Wo ich stehe:'])}\n\n${ctx.argument}`,
        keep: 9,
        isArgument: true,
      },
      {
        text: `Wenn das stimmt, lohnt der Blick auf das Thema ${t} mehr als jede allgemeine Debatte über das Thema ${s}.`,
        keep: 3,
      },
      { text: rng.pick(de.angles)(s, t), keep: 6 },
      {
        text: `${rng.pick([`Was ich beim Thema ${t} als Nächstes tun würde:`, `Wo ich beim Thema ${s} anfangen würde:`])}\n${steps.join('\n')}`,
        keep: 2,
      },
      ...traits(ctx, 'Wie ich daran gehe: '),
      ...evidence(ctx, 'Aus meiner eigenen Arbeit', 4),
    ],
    cta: `${de.addressee}: ${de.ask(s, t)} Ich freue mich auf Ihre Sicht zum Thema ${ctx.term2} in den Kommentaren.`,
  }
}

function thoughtLeadership(ctx: GermanContext): ToneDraft {
  const { topic: s, term: t, rng, de } = ctx
  const principles = rng.sample(
    [
      `Beim Problem anfangen, das das Thema ${s} lösen soll, nicht beim Lärm darum herum.`,
      `Die Zielkonflikte beim Thema ${t} offen benennen, denn das schafft Vertrauen.`,
      `Offen lernen und beim Thema ${t} auch teilen, was nicht funktioniert hat.`,
      `Messen, was sich für die Menschen beim Thema ${t} ändert, nicht nur auf dem Dashboard.`,
    ],
    3,
  )
  return {
    hooks: [
      `Vielleicht stellen wir beim Thema ${s} die falsche Frage.`,
      `Beim Thema ${s} verschiebt sich gerade etwas, das mehr Aufmerksamkeit verdient.`,
      `Was werden wir beim Thema ${s} gern früher verstanden haben?`,
    ],
    body: [
      {
        text: `${rng.pick([`Der Gedanke zum Thema ${s}, zu dem ich immer wieder zurückkomme:`, `Schlicht gesagt, glaube ich zum Thema ${s} Folgendes:`])}\n\n${ctx.argument}`,
        keep: 9,
        isArgument: true,
      },
      {
        text: `Warum das beim Thema ${s} wichtig ist? Weil wir das Thema ${s} gern als Frage von Werkzeugen und Zeitplänen behandeln, obwohl es eine Frage des Urteils ist, die sich beim Thema ${t} entscheidet: was uns wichtig ist und was wir zu ändern bereit sind.`,
        keep: 1,
      },
      { text: rng.pick(de.angles)(s, t), keep: 6 },
      {
        text: `Drei Grundsätze zum Thema ${t}:\n${principles.map((p) => `→ ${p}`).join('\n')}`,
        keep: 2,
      },
      ...traits(ctx, 'Persönlich: '),
      ...evidence(ctx, 'Das ist für mich nicht abstrakt. Ein Beispiel aus meiner Arbeit', 4),
      {
        text: `Die Organisationen, die beim Thema ${s} richtig liegen, werden nicht die lautesten sein, sondern die, bei denen das Thema ${t} still zum Alltag gehört.`,
        keep: 1,
      },
    ],
    cta: `${de.addressee}: ${de.ask(s, t)} Mich interessiert, wie Sie über das Thema ${ctx.term2} denken.`,
  }
}

function conversational(ctx: GermanContext): ToneDraft {
  const { topic: s, term: t, rng, de } = ctx
  return {
    hooks: [
      `Können wir kurz über das Thema ${s} reden?`,
      `Ehrlich gesagt: Beim Thema ${s} denken wir zu kompliziert.`,
      `Das Thema ${s} lässt mich nicht los.`,
    ],
    body: [
      {
        text: `${rng.pick(['Meine ehrliche Meinung?', 'Meine Sicht:'])}\n\n${ctx.argument}`,
        keep: 9,
        isArgument: true,
      },
      {
        text: `Ich komme immer wieder beim Thema ${t} an. Da entscheidet sich das Thema ${s}, nicht in der nächsten Besprechung.`,
        keep: 6,
      },
      {
        text: rng.pick([
          `Ist das Thema ${t} die ganze Antwort? Wohl kaum.\nAber ein besserer Anfang beim Thema ${s}? Ich finde, ja.`,
          `Sind alle beim Thema ${s} einverstanden? Nein.\nTrotzdem beim Thema ${t} anfangen? Unbedingt.`,
        ]),
        keep: 2,
      },
      ...traits(ctx, 'So sehe ich das: '),
      ...evidence(ctx, 'Das liegt mir nah. Aus meiner eigenen Arbeit', 4),
    ],
    cta: `Jetzt sind Sie dran, ${de.addressee}: ${de.ask(s, t)} Schreiben Sie mir, was Sie beim Thema ${ctx.term2} erleben.`,
  }
}

function controversial(ctx: GermanContext): ToneDraft {
  const { topic: s, term: t, rng, de } = ctx
  const setup = ctx.contrast
    ? `Die bequeme Version lautet: ${ctx.contrast.common}.\n\nFalsch ist das nicht, es trifft beim Thema ${s} nur nicht den Kern.`
    : `Die bequeme Version der Debatte zum Thema ${s} bleibt vage und bezieht keine Position.\n\nIch schon.`
  return {
    hooks: [
      `Unbequeme Meinung zum Thema ${s}: ${ctx.headline}`,
      `Das meiste, was über das Thema ${s} gesagt wird, geht am Punkt vorbei.`,
      `Beim Thema ${s} nicken alle. Genau das ist das Problem.`,
    ],
    body: [
      { text: setup, keep: 4 },
      {
        text: `${rng.pick(['Meine Position:', 'Klar gesagt:'])}\n\n${ctx.argument}`,
        keep: 9,
        isArgument: true,
      },
      {
        text: `Der unbequeme Teil: Wenn niemand das Thema ${t} verantwortet, verantwortet niemand das Thema ${s}.`,
        keep: 6,
      },
      {
        text: `Der Einwand, den ich erwarte: „${de.objection(s, t)}“\n\nMeine Antwort: ${de.rebuttal(s, t)}`,
        keep: 3,
      },
      ...traits(ctx, ''),
      ...evidence(ctx, 'Und nein, das ist keine Theorie. Aus meiner eigenen Arbeit', 4),
      { text: `Man muss mir beim Thema ${s} nicht zustimmen, aber man sollte eine Position haben.`, keep: 1 },
    ],
    cta: `Anderer Meinung? Gut. ${de.addressee}, schreiben Sie Ihre Gegenposition in die Kommentare: ${de.ask(s, t)}`,
  }
}

function inspirational(ctx: GermanContext): ToneDraft {
  const { topic: s, term: t, rng, de } = ctx
  return {
    hooks: [
      `Was, wenn das Thema ${s} die Chance ist, auf die Sie gewartet haben?`,
      `Das Thema ${s} ist kein Grund zur Sorge. Es ist eine Einladung!`,
      `Selten war ein besserer Moment, beim Thema ${s} neu zu denken.`,
    ],
    body: [
      {
        text: `${rng.pick(['Daran glaube ich:', `Daran halte ich beim Thema ${s} fest:`])}\n\n${ctx.argument}`,
        keep: 9,
        isArgument: true,
      },
      { text: de.vision(s, t), keep: 6 },
      { text: de.needs(s, t), keep: 4 },
      ...traits(ctx, ''),
      ...evidence(ctx, 'Das ist keine schöne Idee, sondern Erfahrung. Aus meiner eigenen Arbeit', 4),
      { text: `Fangen Sie beim Thema ${t} klein an, aber fangen Sie diese Woche an!`, keep: 2 },
    ],
    cta: `${de.addressee}: ${de.ask(s, t)} Probieren Sie beim Thema ${ctx.term2} eine Änderung aus und erzählen Sie mir, was passiert ist.`,
  }
}

const WRITERS: Record<PostTone, (ctx: GermanContext) => ToneDraft> = {
  professional,
  thought_leadership: thoughtLeadership,
  conversational,
  controversial,
  inspirational,
}

export function writeGerman(tone: PostTone, audience: TargetAudience, ctx: ToneContext): ToneDraft {
  return WRITERS[tone]({ ...ctx, de: LENSES[audience] })
}
